import { t } from '@travel/shell/i18n';
import { RemoteModule } from '@travel/shell/remotes';
import { usePageMeta } from '@travel/shell/ui';

export function AdminArea() {
  usePageMeta({
    title: t('shell.admin.title'),
    description: t('shell.admin.description'),
  });
  return (
    <div className="sh-page sh-dashboard">
      <RemoteModule remote="admin" module="AdminApp" label={t('shell.admin.label')} />
    </div>
  );
}
