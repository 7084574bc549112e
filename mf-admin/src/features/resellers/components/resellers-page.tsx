import { useState } from 'react';
import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button, Modal, toast } from '@travel/shell/ui';
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
      'Failed to issue a key. Please try again.',
    );
  const toggle = (reseller: Reseller) =>
    run(
      `active:${reseller.id}`,
      async () => {
        await setResellerActive(reseller.id, !reseller.active);
        toast.success(`${reseller.name} turned ${reseller.active ? 'off' : 'on'}`);
      },
      'Failed to save the reseller. Please try again.',
    );

  const columns: Column<Reseller>[] = [
    { key: 'name', header: 'Name', render: (r) => <strong>{r.name}</strong> },
    { key: 'email', header: 'Email', className: 'adm-cell--email', render: (r) => r.email },
    { key: 'keys', header: 'Keys', render: keysLabel },
    {
      key: 'state',
      header: 'Status',
      render: (r) => (
        <span className={`adm-reseller-state adm-reseller-state--${r.active ? 'on' : 'off'}`}>
          {r.active ? 'Active' : 'Off'}
        </span>
      ),
    },
    actionsColumn((r) => (
      <>
        <Button
          variant="secondary"
          aria-label={`Keys and bookings of ${r.name}`}
          onClick={() => setShowing(r.id)}
        >
          Details
        </Button>
        <Button
          variant="secondary"
          aria-label={`Issue a key to ${r.name}`}
          busy={busy === `key:${r.id}`}
          busyText="Issuing..."
          onClick={() => void issue(r)}
        >
          Issue key
        </Button>
        <Button
          variant={r.active ? 'danger' : 'secondary'}
          aria-label={`Turn ${r.active ? 'off' : 'on'} ${r.name}`}
          busy={busy === `active:${r.id}`}
          busyText="Saving..."
          onClick={() => void toggle(r)}
        >
          {r.active ? 'Turn off' : 'Turn on'}
        </Button>
      </>
    )),
  ];

  const list = resellers.status === 'success' ? resellers.data.data : [];
  const shown = list.find((r) => r.id === showing);
  return (
    <AdminScreen
      id="resellers"
      title="Resellers"
      actions={<Button onClick={() => setAdding(true)}>Add reseller</Button>}
    >
      <p className="adm-screen__note">
        Resellers sell your tours through the OCTO API at <code>/octo</code>, on the same seats as
        the site. Each sends one of its keys as <code>Authorization: Bearer</code>.
      </p>
      {issued && (
        <section className="adm-panel adm-reseller-key" role="status" aria-label="New key">
          <p>
            New key for <strong>{issued.reseller}</strong>. Copy it now: it is not shown again.
          </p>
          <code className="adm-reseller-key__value" data-testid="issued-key">
            {issued.key}
          </code>
          <Button variant="secondary" onClick={() => setIssued(null)}>
            Done
          </Button>
        </section>
      )}
      <AsyncView
        state={resellers}
        loading="Loading resellers..."
        error="Failed to fetch resellers. Please try again later."
        isEmpty={(body) => body.data.length === 0}
        empty={<p>No resellers yet.</p>}
      >
        {(body) => (
          <DataTable caption="Resellers" columns={columns} rows={body.data} rowKey={(r) => r.id} />
        )}
      </AsyncView>
      {shown && <ResellerDetail key={shown.id} reseller={shown} onChanged={resellers.reload} />}
      <Modal open={adding} title="Add reseller" onClose={() => setAdding(false)}>
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
