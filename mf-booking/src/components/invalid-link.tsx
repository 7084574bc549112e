import { richText } from '@travel/shell/ui';
import { t } from '@travel/shell/i18n';
import { Link } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';

/**
 * A mailed link that does not work (unknown, malformed or spent): what went wrong, and to use the latest
 * mail of its `kind` or contact us instead (with the booking's reference, for a booking).
 */
export function InvalidLinkCard({
  message,
  kind,
}: {
  message: string;
  kind: 'booking' | 'waitlist';
}) {
  return (
    <div className="bk-manage__card">
      <p className="bk-status--error" role="alert">
        {message}
      </p>
      <p>
        {richText(
          t(kind === 'booking' ? 'booking.invalidLink.booking' : 'booking.invalidLink.waitlist'),
          { 0: (text) => <Link to={paths.contact}>{text}</Link> },
        )}
      </p>
    </div>
  );
}
