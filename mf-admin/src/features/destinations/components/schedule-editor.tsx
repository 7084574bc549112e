import { t } from '@travel/shell/i18n';
import { useId, useState, type ReactNode } from 'react';
import { TextField } from '@travel/shell/forms';
import { apiErrorCode, apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { Link } from '@travel/shell/router';
import { Button, toast } from '@travel/shell/ui';
import { useConfirm } from '@travel/shell/dialogs';
import { saveSchedule } from '../api/schedule-api';
import type { Destination } from '../api/destinations-api';
import {
  draftOf,
  sameWeek,
  scheduleOf,
  weekdayName,
  WEEKDAYS,
  type DraftProblems,
  type ScheduleDraft,
  type SpanDraft,
  type TourSchedule,
  type WeekDraft,
} from '../lib/schedule-draft';
import './schedule-editor.css';

/** The API refused an edit because tour times it removes hold bookings: those are moved or cancelled first. */
export const holdsBookedTimes = (error: unknown) => apiErrorCode(error) === 'TIMES_HOLD_BOOKINGS';

/** Beside that refusal: where those bookings are moved or cancelled. */
export function BookedTimesLink({ className }: { className?: string }) {
  return (
    <p className={className}>
      <Link to={paths.admin.tourTimes}>{t('admin.destinations.bookedTimesLink')}</Link>
    </p>
  );
}

interface WeekGridProps {
  legend: string;
  week: WeekDraft;
  problems: DraftProblems;
  where: string;
  onChange: (week: WeekDraft) => void;
}

/** Seven labelled fields, one per weekday: the times that day ('09:00, 11:00'); empty: no tour. */
function WeekGrid({ legend, week, problems, where, onChange }: WeekGridProps) {
  return (
    <fieldset className="adm-sched__week">
      <legend>{legend}</legend>
      {WEEKDAYS.map((day) => (
        <TextField
          key={day}
          name={`${where}-${day}`}
          label={weekdayName(day)}
          value={week[day]}
          inputMode="numeric"
          placeholder={t('admin.schedule.noTour')}
          error={problems[`${where}.${day}`]}
          onChange={(event) => onChange({ ...week, [day]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}

interface SpanFieldsProps {
  span: SpanDraft;
  problem?: string;
  onChange: (span: SpanDraft) => void;
  children?: ReactNode;
}

function SpanFields({ span, problem, onChange, children }: SpanFieldsProps) {
  const yearlyId = useId();
  return (
    <div className="adm-sched__span">
      <TextField
        name="from"
        label={t('admin.schedule.from')}
        type="date"
        value={span.from}
        error={problem}
        onChange={(event) => onChange({ ...span, from: event.target.value })}
      />
      <TextField
        name="to"
        label={t('admin.schedule.to')}
        type="date"
        value={span.to}
        onChange={(event) => onChange({ ...span, to: event.target.value })}
      />
      <div className="adm-sched__check">
        <input
          id={yearlyId}
          type="checkbox"
          checked={span.yearly}
          onChange={(event) => onChange({ ...span, yearly: event.target.checked })}
        />
        <label htmlFor={yearlyId}>{t('admin.schedule.everyYear')}</label>
      </div>
      {children}
    </div>
  );
}

function replaced<T>(list: T[], index: number, item: T): T[] {
  return list.map((old, i) => (i === index ? item : old));
}

interface ScheduleEditorProps {
  destination: Destination;
  onSaved?: () => void;
}

/**
 * A tour's schedule (the API's `schedule`): times by weekday, seasons with their own weekday times, closed
 * dates, a date's own seats and the booking cutoff, saved on its own. The API refuses an edit that would
 * strand bookings (a link to the Tour times screen, where they are moved or cancelled) and asks before a
 * date's seats go below what is sold.
 */
export function ScheduleEditor({ destination, onSaved }: ScheduleEditorProps) {
  const stored = destination.schedule ?? null;
  const [draft, setDraft] = useState<ScheduleDraft>(() => draftOf(stored, destination.tourTimes));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [bookedTimes, setBookedTimes] = useState(false);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const headingId = useId();
  const byWeekdayId = useId();
  const update = (change: Partial<ScheduleDraft>) => setDraft((d) => ({ ...d, ...change }));

  async function send(schedule: TourSchedule | null) {
    setBusy(true);
    setRefusal(null);
    setBookedTimes(false);
    try {
      try {
        await saveSchedule(destination._id, schedule);
      } catch (error) {
        if (apiErrorCode(error) !== 'WOULD_OVERSELL') throw error;
        const go = await confirm(apiErrorMessage(error, ''), {
          title: t('admin.destinations.oversellTitle'),
          confirmLabel: t('admin.destinations.saveAnyway'),
        });
        if (!go) throw error;
        await saveSchedule(destination._id, schedule, true);
      }
      toast.success(schedule ? t('admin.schedule.saved') : t('admin.schedule.removed'));
      onSaved?.();
    } catch (error) {
      setRefusal(apiErrorMessage(error, t('admin.schedule.saveFailed')));
      setBookedTimes(holdsBookedTimes(error));
    } finally {
      setBusy(false);
    }
  }

  function save() {
    const read = scheduleOf(draft);
    setProblems(read.problems ?? {});
    if (read.problems) {
      setRefusal(t('admin.schedule.correct'));
      return;
    }
    void send(read.schedule);
  }

  return (
    <section className="adm-sched" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('admin.schedule.title')}</h2>
      <p className="adm-muted">
        {t('admin.schedule.note', {
          zone: destination.timeZone,
          times: destination.tourTimes.join(', '),
        })}
      </p>

      <div className="adm-sched__cutoff">
        <TextField
          name="cutoff"
          label={t('admin.schedule.cutoff')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          hint={t('admin.schedule.cutoffHint')}
          value={draft.cutoff}
          error={problems.cutoff}
          onChange={(event) => update({ cutoff: event.target.value })}
        />
        <label className="adm-sched__unit">
          <span>{t('admin.schedule.unit')}</span>
          <select
            value={draft.cutoffUnit}
            onChange={(event) =>
              update({ cutoffUnit: event.target.value === 'hours' ? 'hours' : 'minutes' })
            }
          >
            <option value="minutes">{t('admin.schedule.minutes')}</option>
            <option value="hours">{t('admin.schedule.hours')}</option>
          </select>
        </label>
      </div>

      <div className="adm-sched__check">
        <input
          id={byWeekdayId}
          type="checkbox"
          checked={draft.byWeekday}
          onChange={(event) => update({ byWeekday: event.target.checked })}
        />
        <label htmlFor={byWeekdayId}>{t('admin.schedule.byWeekday')}</label>
      </div>
      {draft.byWeekday ? (
        <WeekGrid
          legend={t('admin.schedule.weekly')}
          week={draft.week}
          problems={problems}
          where="week"
          onChange={(week) => update({ week })}
        />
      ) : null}

      <h3>{t('admin.schedule.seasons')}</h3>
      {draft.seasons.length === 0 ? (
        <p className="adm-muted">{t('admin.schedule.noSeasons')}</p>
      ) : null}
      {draft.seasons.map((season, i) => (
        <div className="adm-sched__item" key={i} data-testid={`season-${i}`}>
          <TextField
            name={`season${i}-name`}
            label={t('admin.schedule.seasonName')}
            value={season.name}
            maxLength={60}
            error={problems[`season${i}.name`]}
            onChange={(event) =>
              update({
                seasons: replaced(draft.seasons, i, { ...season, name: event.target.value }),
              })
            }
          />
          <SpanFields
            span={season}
            problem={problems[`season${i}.dates`]}
            onChange={(span) =>
              update({ seasons: replaced(draft.seasons, i, { ...season, ...span }) })
            }
          />
          <WeekGrid
            legend={t('admin.schedule.seasonTimes', {
              season: season.name || t('admin.schedule.season'),
            })}
            week={season.week}
            problems={problems}
            where={`season${i}`}
            onChange={(week) =>
              update({ seasons: replaced(draft.seasons, i, { ...season, week }) })
            }
          />
          <Button
            variant="secondary"
            onClick={() => update({ seasons: draft.seasons.filter((_, j) => j !== i) })}
          >
            {t('admin.schedule.removeSeason', { name: season.name })}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          update({
            seasons: [
              ...draft.seasons,
              {
                name: '',
                from: '',
                to: '',
                yearly: true,
                week: sameWeek(destination.tourTimes.join(', ')),
              },
            ],
          })
        }
      >
        {t('admin.schedule.addSeason')}
      </Button>

      <h3>{t('admin.schedule.closed')}</h3>
      {draft.closed.length === 0 ? (
        <p className="adm-muted">{t('admin.schedule.noClosed')}</p>
      ) : null}
      {draft.closed.map((closed, i) => (
        <div className="adm-sched__item" key={i} data-testid={`closed-${i}`}>
          <SpanFields
            span={closed}
            problem={problems[`closed${i}.dates`]}
            onChange={(span) =>
              update({ closed: replaced(draft.closed, i, { ...closed, ...span }) })
            }
          >
            <TextField
              name={`closed${i}-note`}
              label={t('admin.schedule.note.label')}
              value={closed.note}
              maxLength={60}
              onChange={(event) =>
                update({
                  closed: replaced(draft.closed, i, { ...closed, note: event.target.value }),
                })
              }
            />
          </SpanFields>
          <Button
            variant="secondary"
            onClick={() => update({ closed: draft.closed.filter((_, j) => j !== i) })}
          >
            {t('admin.schedule.removeClosed', { number: i + 1 })}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          update({ closed: [...draft.closed, { from: '', to: '', yearly: false, note: '' }] })
        }
      >
        {t('admin.schedule.addClosed')}
      </Button>

      <h3>{t('admin.schedule.seatsOnDate')}</h3>
      {draft.capacities.length === 0 ? (
        <p className="adm-muted">
          {t('admin.schedule.everyDate', { count: destination.capacityPerSlot })}
        </p>
      ) : null}
      {draft.capacities.map((capacity, i) => (
        <div className="adm-sched__item adm-sched__span" key={i}>
          <TextField
            name={`capacity${i}-date`}
            label={t('admin.schedule.date')}
            type="date"
            value={capacity.date}
            error={problems[`capacity${i}.date`]}
            onChange={(event) =>
              update({
                capacities: replaced(draft.capacities, i, {
                  ...capacity,
                  date: event.target.value,
                }),
              })
            }
          />
          <TextField
            name={`capacity${i}-seats`}
            label={t('admin.schedule.seatsPerTime')}
            type="number"
            min={0}
            max={1000}
            inputMode="numeric"
            value={capacity.seats}
            error={problems[`capacity${i}.seats`]}
            onChange={(event) =>
              update({
                capacities: replaced(draft.capacities, i, {
                  ...capacity,
                  seats: event.target.value,
                }),
              })
            }
          />
          <Button
            variant="secondary"
            onClick={() => update({ capacities: draft.capacities.filter((_, j) => j !== i) })}
          >
            {t('admin.schedule.removeSeats', {
              date: capacity.date || t('admin.schedule.dateNumber', { number: i + 1 }),
            })}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() => update({ capacities: [...draft.capacities, { date: '', seats: '' }] })}
      >
        {t('admin.schedule.addSeats')}
      </Button>

      <div role="alert" className="adm-sched__refusal">
        {refusal ? <p>{refusal}</p> : null}
        {refusal && bookedTimes ? <BookedTimesLink /> : null}
      </div>
      <div className="adm-sched__actions">
        <Button busy={busy} busyText={t('admin.common.saving')} onClick={save}>
          {t('admin.schedule.save')}
        </Button>
        {stored ? (
          <Button variant="secondary" disabled={busy} onClick={() => void send(null)}>
            {t('admin.schedule.remove')}
          </Button>
        ) : null}
      </div>
      {dialog}
    </section>
  );
}

/**
 * The schedule behind a button in the destination's edit popup: its fields are rendered only once asked
 * for, so the popup stays short for the edits most admins make.
 */
export function ScheduleSection({ destination }: ScheduleEditorProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="adm-sched__toggle">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? t('admin.schedule.hide') : t('admin.schedule.edit')}
      </Button>
      {open ? (
        <div id={regionId}>
          <ScheduleEditor destination={destination} />
        </div>
      ) : null}
    </div>
  );
}
