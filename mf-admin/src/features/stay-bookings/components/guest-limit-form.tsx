import { useState, type FormEvent } from 'react';
import { FormMessage, TextField } from '@travel/shell/forms';
import { Button } from '@travel/shell/ui';
import { saveGuestLimit, useGuestLimit } from '../api/guest-limit-api';
import {
  cacheGuestLimit,
  guestLimitNotSaved,
  MAX_GUEST_LIMIT,
  parseGuestLimitInput,
} from '../lib/guest-limit';
import { t } from '@travel/shell/i18n';

type Outcome = { kind: 'success' | 'warning'; text: string } | null;

/** The maximum number of guests per stay booking, which the site's stay form and the API enforce. */
export function GuestLimitForm() {
  const current = useGuestLimit();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = parseGuestLimitInput(value);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setSaving(true);
    // Whether one was set before decides the wording; unknown (the read failed) counts as set.
    const firstTime = current.status === 'success' && current.data.isDefault;
    try {
      await saveGuestLimit(parsed.value);
      cacheGuestLimit(parsed.value);
      setOutcome({
        kind: 'success',
        text: t(firstTime ? 'admin.guestLimit.set' : 'admin.guestLimit.updated'),
      });
      setValue('');
      current.reload();
    } catch {
      // Nothing is kept locally: the server's limit is the one visitors get (see guestLimitNotSaved).
      const kept = current.status === 'success' ? current.data.maxGuestLimit : null;
      setOutcome({ kind: 'warning', text: guestLimitNotSaved(kept) });
    } finally {
      setSaving(false);
    }
  }

  const currentText =
    current.status === 'success'
      ? current.data.isDefault
        ? t('admin.guestLimit.currentDefault', { count: current.data.maxGuestLimit })
        : t('admin.guestLimit.current', { count: current.data.maxGuestLimit })
      : current.status === 'error'
        ? t('admin.guestLimit.currentFailed')
        : t('admin.guestLimit.currentLoading');

  return (
    <section className="adm-panel" aria-labelledby="guest-limit-title">
      <h2 id="guest-limit-title">{t('admin.guestLimit.title')}</h2>
      <p className="adm-muted" aria-live="polite">
        {currentText}
      </p>
      <form className="adm-inline-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('admin.guestLimit.field')}
          name="maxGuestLimit"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_GUEST_LIMIT}
          step={1}
          required
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" busy={saving} busyText={t('admin.common.saving')}>
          {t('admin.guestLimit.save')}
        </Button>
      </form>
      {outcome?.kind === 'success' ? <FormMessage success={outcome.text} /> : null}
      {outcome?.kind === 'warning' ? <FormMessage error={outcome.text} /> : null}
    </section>
  );
}
