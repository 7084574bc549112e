import { useState } from 'react';
import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button, toast, tRich } from '@travel/shell/ui';
import { Modal } from '@travel/shell/dialogs';
import { apiErrorMessage } from '@travel/shell/http';
import { AdminScreen } from '../../../components/admin-screen';
import { actionsColumn } from '../../../components/table-cells';
import {
  issueKey,
  setResellerActive,
  useResellers,
  type Reseller,
  type ResellerKeyIssued,
} from '../api/resellers-api';
import { keysLabel } from '../lib/reseller-values';
import { ResellerDetail } from './reseller-detail';
import { ResellerForm } from './reseller-form';
import '../../../components/admin-screen.css';
import './resellers-page.css';
import { t } from '@travel/shell/i18n';

/** A key just issued, with whose it is: shown until the admin closes it, never again. */
interface IssuedKey extends ResellerKeyIssued {
  reseller: string;
}

/**
 * /admin/resellers: the companies that sell the tours through the OCTO API, their keys (issued, shown once,
 * revoked), their bookings, and turning one off.
 */
export function ResellersPage() {
  const resellers = useResellers();
  const [adding, setAdding] = useState(false);
  const [showing, setShowing] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedKey | null>(null);

  async function run(id: string, work: () => Promise<void>, failure: string) {
    setBusy(id);
    try {
      await work();
      resellers.reload();
    } catch (error) {
      toast.error(apiErrorMessage(error, failure));
    } finally {
      setBusy(null);
    }
  }

  const issue = (reseller: Reseller) =>
    run(
      `key:${reseller.id}`,
      async () => {
        const key = await issueKey(reseller.id);
        setIssued({ ...key, reseller: reseller.name });
        setShowing(reseller.id);
      },
      t('admin.resellers.issueFailed'),
    );
  const toggle = (reseller: Reseller) =>
    run(
      `active:${reseller.id}`,
      async () => {
        await setResellerActive(reseller.id, !reseller.active);
        toast.success(
          t(reseller.active ? 'admin.resellers.turnedOff' : 'admin.resellers.turnedOn', {
            name: reseller.name,
          }),
        );
      },
      t('admin.resellers.saveFailed'),
    );

  const columns: Column<Reseller>[] = [
    { key: 'name', header: t('admin.detail.name'), render: (r) => <strong>{r.name}</strong> },
    {
      key: 'email',
      header: t('admin.col.email'),
      className: 'adm-cell--email',
      render: (r) => r.email,
    },
    { key: 'keys', header: t('admin.resellers.keysHeader'), render: keysLabel },
    {
      key: 'state',
      header: t('admin.col.status'),
      render: (r) => (
        <span className={`adm-state adm-state--${r.active ? 'on' : 'off'}`}>
          {r.active ? t('admin.resellers.active') : t('admin.resellers.off')}
        </span>
      ),
    },
    actionsColumn((r) => (
      <>
        <Button
          variant="secondary"
          aria-label={t('admin.resellers.detailsOf', { name: r.name })}
          onClick={() => setShowing(r.id)}
        >
          {t('admin.resellers.details')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('admin.resellers.issueKeyTo', { name: r.name })}
          busy={busy === `key:${r.id}`}
          busyText={t('admin.gift.issuing')}
          onClick={() => void issue(r)}
        >
          {t('admin.resellers.issueKey')}
        </Button>
        <Button
          variant={r.active ? 'danger' : 'secondary'}
          aria-label={t(r.active ? 'admin.resellers.turnOffName' : 'admin.resellers.turnOnName', {
            name: r.name,
          })}
          busy={busy === `active:${r.id}`}
          busyText={t('admin.common.saving')}
          onClick={() => void toggle(r)}
        >
          {r.active ? t('admin.resellers.turnOff') : t('admin.resellers.turnOn')}
        </Button>
      </>
    )),
  ];

  const list = resellers.status === 'success' ? resellers.data.data : [];
  const shown = list.find((r) => r.id === showing);
  return (
    <AdminScreen
      id="resellers"
      title={t('admin.menu.resellers')}
      actions={<Button onClick={() => setAdding(true)}>{t('admin.resellers.add')}</Button>}
    >
      <p className="adm-screen__note">
        {tRich('admin.resellers.note', { code: (text) => <code>{text}</code> })}
      </p>
      {issued && (
        <section
          className="adm-panel adm-reseller-key"
          role="status"
          aria-label={t('admin.resellers.newKey')}
        >
          <p>
            {tRich(
              'admin.resellers.newKeyFor',
              { strong: (text) => <strong>{text}</strong> },
              { name: issued.reseller },
            )}
          </p>
          <code className="adm-reseller-key__value" data-testid="issued-key">
            {issued.key}
          </code>
          <Button variant="secondary" onClick={() => setIssued(null)}>
            {t('admin.resellers.done')}
          </Button>
        </section>
      )}
      <AsyncView
        state={resellers}
        loading={t('admin.resellers.loading')}
        error={t('admin.resellers.failed')}
        isEmpty={(body) => body.data.length === 0}
        empty={<p>{t('admin.resellers.empty')}</p>}
      >
        {(body) => (
          <DataTable
            caption={t('admin.menu.resellers')}
            columns={columns}
            rows={body.data}
            rowKey={(r) => r.id}
          />
        )}
      </AsyncView>
      {shown && <ResellerDetail key={shown.id} reseller={shown} onChanged={resellers.reload} />}
      <Modal open={adding} title={t('admin.resellers.add')} onClose={() => setAdding(false)}>
        {adding && (
          <ResellerForm
            onCancel={() => setAdding(false)}
            onSaved={(reseller) => {
              setAdding(false);
              setShowing(reseller.id);
              resellers.reload();
            }}
          />
        )}
      </Modal>
    </AdminScreen>
  );
}
