import { useId, useState, type ReactNode } from 'react';
import { TextField } from '@travel/shell/forms';
import { apiErrorCode, apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { Link } from '@travel/shell/router';
import { Button, toast, useConfirm } from '@travel/shell/ui';
import { saveSchedule } from '../api/schedule-api';
import type { Destination } from '../api/destinations-api';
import {
  draftOf,
  sameWeek,
  scheduleOf,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type DraftProblems,
  type ScheduleDraft,
  type SpanDraft,
  type TourSchedule,
  type WeekDraft,
} from '../lib/schedule-draft';
import './schedule-editor.css';

/** The API's refusal of an edit that would strand bookings begins with this (it links to the Tour times screen). */
const BOOKED_TIMES = 'These tour times hold bookings';

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
          label={WEEKDAY_NAMES[day]}
          value={week[day]}
          inputMode="numeric"
          placeholder="No tour"
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
        label="From"
        type="date"
        value={span.from}
        error={problem}
        onChange={(event) => onChange({ ...span, from: event.target.value })}
      />
      <TextField
        name="to"
        label="To"
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
        <label htmlFor={yearlyId}>Every year</label>
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
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const headingId = useId();
  const byWeekdayId = useId();
  const update = (change: Partial<ScheduleDraft>) => setDraft((d) => ({ ...d, ...change }));

  async function send(schedule: TourSchedule | null) {
    setBusy(true);
    setRefusal(null);
    try {
      try {
        await saveSchedule(destination._id, schedule);
      } catch (error) {
        if (apiErrorCode(error) !== 'WOULD_OVERSELL') throw error;
        const go = await confirm(apiErrorMessage(error, ''), {
          title: 'Oversell these times?',
          confirmLabel: 'Save anyway',
        });
        if (!go) throw error;
        await saveSchedule(destination._id, schedule, true);
      }
      toast.success(schedule ? 'Schedule saved' : 'Schedule removed');
      onSaved?.();
    } catch (error) {
      setRefusal(apiErrorMessage(error, 'The schedule could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  function save() {
    const read = scheduleOf(draft);
    setProblems(read.problems ?? {});
    if (read.problems) {
      setRefusal('Please correct the marked fields.');
      return;
    }
    void send(read.schedule);
  }

  return (
    <section className="adm-sched" aria-labelledby={headingId}>
      <h2 id={headingId}>Schedule</h2>
      <p className="adm-muted">
        Times are {destination.timeZone} wall-clock times. Without a schedule the tour runs its Tour
        Times ({destination.tourTimes.join(', ')}) every day.
      </p>

      <div className="adm-sched__cutoff">
        <TextField
          name="cutoff"
          label="Same-day booking cutoff"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          hint="Bookings close this long before each start; empty: until it starts."
          value={draft.cutoff}
          error={problems.cutoff}
          onChange={(event) => update({ cutoff: event.target.value })}
        />
        <label className="adm-sched__unit">
          <span>Unit</span>
          <select
            value={draft.cutoffUnit}
            onChange={(event) =>
              update({ cutoffUnit: event.target.value === 'hours' ? 'hours' : 'minutes' })
            }
          >
            <option value="minutes">minutes</option>
            <option value="hours">hours</option>
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
        <label htmlFor={byWeekdayId}>Different times by weekday</label>
      </div>
      {draft.byWeekday ? (
        <WeekGrid
          legend="Weekly times (outside the seasons)"
          week={draft.week}
          problems={problems}
          where="week"
          onChange={(week) => update({ week })}
        />
      ) : null}

      <h3>Seasons</h3>
      {draft.seasons.length === 0 ? <p className="adm-muted">No seasons.</p> : null}
      {draft.seasons.map((season, i) => (
        <div className="adm-sched__item" key={i} data-testid={`season-${i}`}>
          <TextField
            name={`season${i}-name`}
            label="Season name"
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
            legend={`${season.name || 'Season'} times`}
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
            Remove season {season.name}
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
        Add a season
      </Button>

      <h3>Closed dates</h3>
      {draft.closed.length === 0 ? <p className="adm-muted">No closed dates.</p> : null}
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
              label="Note"
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
            Remove closed dates {i + 1}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          update({ closed: [...draft.closed, { from: '', to: '', yearly: false, note: '' }] })
        }
      >
        Add closed dates
      </Button>

      <h3>Seats on one date</h3>
      {draft.capacities.length === 0 ? (
        <p className="adm-muted">Every date has {destination.capacityPerSlot} seats per time.</p>
      ) : null}
      {draft.capacities.map((capacity, i) => (
        <div className="adm-sched__item adm-sched__span" key={i}>
          <TextField
            name={`capacity${i}-date`}
            label="Date"
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
            label="Seats per time"
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
            Remove seats of {capacity.date || `date ${i + 1}`}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() => update({ capacities: [...draft.capacities, { date: '', seats: '' }] })}
      >
        Add seats for a date
      </Button>

      <div role="alert" className="adm-sched__refusal">
        {refusal ? <p>{refusal}</p> : null}
        {refusal?.startsWith(BOOKED_TIMES) ? (
          <p>
            <Link to={paths.admin.tourTimes}>
              Move or cancel those bookings on the Tour times screen
            </Link>
          </p>
        ) : null}
      </div>
      <div className="adm-sched__actions">
        <Button busy={busy} busyText="Saving..." onClick={save}>
          Save schedule
        </Button>
        {stored ? (
          <Button variant="secondary" disabled={busy} onClick={() => void send(null)}>
            Remove the schedule
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
        {open ? 'Hide the schedule' : 'Edit the schedule'}
      </Button>
      {open ? (
        <div id={regionId}>
          <ScheduleEditor destination={destination} />
        </div>
      ) : null}
    </div>
  );
}
