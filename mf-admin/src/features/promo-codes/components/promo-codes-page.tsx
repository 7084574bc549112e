import { useState } from 'react';
import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button, formatPrice, toast } from '@travel/shell/ui';
import { Modal } from '@travel/shell/dialogs';
import { apiErrorMessage } from '@travel/shell/http';
import { AdminScreen } from '../../../components/admin-screen';
import { actionsColumn } from '../../../components/table-cells';
import { savePromoCode, usePromoCodes, type PromoCode } from '../api/promo-codes-api';
import { discountLabel, promoStateLabel, stateOf, usesLabel } from '../lib/promo-code-values';
import { formatInstantDay } from '../../../lib/format';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodeUses } from './promo-code-uses';
import '../../../components/admin-screen.css';
import './promo-codes-page.css';
import { t } from '@travel/shell/i18n';

const day = (iso: string | undefined) => (iso ? formatInstantDay(iso) : '');

function validity(code: PromoCode): string {
  if (!code.validFrom && !code.validUntil) return t('admin.promo.always');
  if (!code.validUntil) return t('admin.promo.from', { from: day(code.validFrom) });
  if (!code.validFrom) return t('admin.promo.until', { until: day(code.validUntil) });
  return t('admin.promo.between', { from: day(code.validFrom), until: day(code.validUntil) });
}

function appliesTo(code: PromoCode): string {
  const tours = code.destinationIds.length;
  const offers = code.offerIds.length;
  if (tours === 0 && offers === 0) return t('admin.promo.everything');
  return [
    tours && t('admin.promo.tours', { count: tours }),
    offers && t('admin.promo.offers', { count: offers }),
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
      toast.success(
        t(code.active ? 'admin.promo.deactivated' : 'admin.promo.activated', { code: code.code }),
      );
      codes.reload();
    } catch (error) {
      toast.error(apiErrorMessage(error, t('admin.promo.saveFailed')));
    } finally {
      setSwitching(null);
    }
  }

  const columns: Column<PromoCode>[] = [
    { key: 'code', header: t('admin.promo.code'), render: (c) => <strong>{c.code}</strong> },
    { key: 'discount', header: t('admin.newBooking.discount'), render: discountLabel },
    { key: 'valid', header: t('admin.promo.valid'), render: validity },
    {
      key: 'uses',
      header: t('admin.promo.uses'),
      // Both limits in one column: the table stays narrow enough for its actions on a laptop.
      render: (c) => (
        <span className="adm-stack">
          <span className="adm-nowrap">{usesLabel(c)}</span>
          {c.maxUsesPerEmail ? (
            <span className="adm-muted adm-nowrap">
              {t('admin.promo.perEmail', { count: c.maxUsesPerEmail })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'min',
      header: t('admin.promo.minimum'),
      render: (c) => (c.minTotal ? formatPrice(c.minTotal) : t('admin.promo.none')),
    },
    { key: 'applies', header: t('admin.promo.appliesTo'), render: appliesTo },
    {
      key: 'state',
      header: t('admin.col.status'),
      render: (c) => (
        <span className={`adm-state adm-state--${stateOf(c) === 'Active' ? 'on' : 'off'}`}>
          {promoStateLabel(stateOf(c))}
        </span>
      ),
    },
    actionsColumn((c) => (
      <span className="adm-row-actions">
        <Button
          variant="secondary"
          aria-label={t('admin.promo.usesOfCode', { code: c.code })}
          onClick={() => setShowing(c)}
        >
          {t('admin.promo.uses')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('admin.promo.editCode', { code: c.code })}
          onClick={() => setEditing(c)}
        >
          {t('admin.common.edit')}
        </Button>
        <Button
          variant={c.active ? 'danger' : 'secondary'}
          aria-label={t(c.active ? 'admin.promo.deactivateCode' : 'admin.promo.activateCode', {
            code: c.code,
          })}
          busy={switching === c._id}
          busyText={t('admin.common.saving')}
          onClick={() => void toggle(c)}
        >
          {c.active ? t('admin.promo.deactivate') : t('admin.promo.activate')}
        </Button>
      </span>
    )),
  ];

  return (
    <AdminScreen
      id="promo-codes"
      title={t('admin.menu.promoCodes')}
      actions={<Button onClick={() => setEditing(null)}>{t('admin.promo.add')}</Button>}
    >
      <AsyncView
        state={codes}
        loading={t('admin.promo.loading')}
        error={t('admin.promo.failed')}
        isEmpty={(body) => body.data.length === 0}
        empty={<p>{t('admin.promo.empty')}</p>}
      >
        {(body) => (
          <div className="adm-list">
            <DataTable
              caption={t('admin.menu.promoCodes')}
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
        title={editing ? t('admin.promo.editCode', { code: editing.code }) : t('admin.promo.add')}
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
