import { useState } from 'react';
import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button, Modal, formatPrice, toast } from '@travel/shell/ui';
import { apiErrorMessage } from '@travel/shell/http';
import { AdminScreen } from '../../../components/admin-screen';
import { actionsColumn } from '../../../components/table-cells';
import { savePromoCode, usePromoCodes, type PromoCode } from '../api/promo-codes-api';
import { discountLabel, stateOf, usesLabel } from '../lib/promo-code-values';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodeUses } from './promo-code-uses';
import '../../../components/admin-screen.css';
import './promo-codes-page.css';

const day = (iso: string | undefined) => (iso ? new Date(iso).toLocaleDateString() : '');

function validity(code: PromoCode): string {
  if (!code.validFrom && !code.validUntil) return 'Always';
  if (!code.validUntil) return `From ${day(code.validFrom)}`;
  if (!code.validFrom) return `Until ${day(code.validUntil)}`;
  return `${day(code.validFrom)} to ${day(code.validUntil)}`;
}

function appliesTo(code: PromoCode): string {
  const tours = code.destinationIds.length;
  const offers = code.offerIds.length;
  if (tours === 0 && offers === 0) return 'Every tour and stay';
  return [
    tours && `${tours} ${tours === 1 ? 'tour' : 'tours'}`,
    offers && `${offers} ${offers === 1 ? 'offer' : 'offers'}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** /admin/promo-codes: the codes, their uses with their bookings, and adding, editing or deactivating one. */
export function PromoCodesPage() {
  const codes = usePromoCodes();
  // undefined: no form open; null: adding; a code: editing it.
  const [editing, setEditing] = useState<PromoCode | null | undefined>(undefined);
  const [showing, setShowing] = useState<PromoCode | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  async function toggle(code: PromoCode) {
    setSwitching(code._id);
    try {
      await savePromoCode(code._id, { active: !code.active });
      toast.success(code.active ? `${code.code} deactivated` : `${code.code} activated`);
      codes.reload();
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Failed to save the promo code. Please try again.'));
    } finally {
      setSwitching(null);
    }
  }

  const columns: Column<PromoCode>[] = [
    { key: 'code', header: 'Code', render: (c) => <strong>{c.code}</strong> },
    { key: 'discount', header: 'Discount', render: discountLabel },
    { key: 'valid', header: 'Valid', render: validity },
    {
      key: 'uses',
      header: 'Uses',
      // Both limits in one column: the table stays narrow enough for its actions on a laptop.
      render: (c) => (
        <span className="adm-stack">
          <span className="adm-nowrap">{usesLabel(c)}</span>
          {c.maxUsesPerEmail ? (
            <span className="adm-muted adm-nowrap">{c.maxUsesPerEmail} per email</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'min',
      header: 'Minimum order',
      render: (c) => (c.minTotal ? formatPrice(c.minTotal) : 'None'),
    },
    { key: 'applies', header: 'Applies to', render: appliesTo },
    {
      key: 'state',
      header: 'Status',
      render: (c) => (
        <span className={`adm-promo-state adm-promo-state--${stateOf(c).toLowerCase()}`}>
          {stateOf(c)}
        </span>
      ),
    },
    actionsColumn((c) => (
      <span className="adm-row-actions">
        <Button variant="secondary" aria-label={`Uses of ${c.code}`} onClick={() => setShowing(c)}>
          Uses
        </Button>
        <Button variant="secondary" aria-label={`Edit ${c.code}`} onClick={() => setEditing(c)}>
          Edit
        </Button>
        <Button
          variant={c.active ? 'danger' : 'secondary'}
          aria-label={`${c.active ? 'Deactivate' : 'Activate'} ${c.code}`}
          busy={switching === c._id}
          busyText="Saving..."
          onClick={() => void toggle(c)}
        >
          {c.active ? 'Deactivate' : 'Activate'}
        </Button>
      </span>
    )),
  ];

  return (
    <AdminScreen
      id="promo-codes"
      title="Promo codes"
      actions={<Button onClick={() => setEditing(null)}>Add promo code</Button>}
    >
      <AsyncView
        state={codes}
        loading="Loading promo codes..."
        error="Failed to fetch promo codes. Please try again later."
        isEmpty={(body) => body.data.length === 0}
        empty={<p>No promo codes yet.</p>}
      >
        {(body) => (
          <div className="adm-list">
            <DataTable
              caption="Promo codes"
              columns={columns}
              rows={body.data}
              rowKey={(c) => c._id}
            />
          </div>
        )}
      </AsyncView>
      {showing && <PromoCodeUses key={showing._id} code={showing} />}
      <Modal
        open={editing !== undefined}
        title={editing ? `Edit ${editing.code}` : 'Add promo code'}
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined && (
          <PromoCodeForm
            code={editing}
            onCancel={() => setEditing(undefined)}
            onSaved={() => {
              setEditing(undefined);
              codes.reload();
            }}
          />
        )}
      </Modal>
    </AdminScreen>
  );
}
