import { useTranslation } from '../../lib/i18n/use-translation';
import type { EventTicket, Timeslot } from '@foyer/contract';
import { MAX_LINE_QUANTITY } from '@foyer/domain';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { useFormats } from '../../lib/formats';
import { lineState, maxParentCount, maxSubticketCount, setParentCount, setSubticketCount, subticketRole, type Choices } from './ticket-selection';

export interface TicketRowProps {
  ticket: EventTicket;
  tickets: readonly EventTicket[];
  choices: Choices;
  slot: Timeslot | null;
  onChange: (choices: Choices) => void;
}

/** A single ticket type: price, quantity, companions that come along automatically, optional extras. */
export const TicketTypeRow = ({ ticket, tickets, choices, slot, onChange }: TicketRowProps) => {
  const { t } = useTranslation('tickets');
  const { money } = useFormats();
  const choice = choices[ticket.id] ?? { count: 0, subtickets: {} };
  const line = lineState(ticket, choice);
  const max = slot ? maxParentCount(ticket, tickets, choices, slot) : 0;
  const inputId = `ticket-${ticket.id}`;
  const hintId = `${inputId}-hint`;
  const atCap = slot !== null && line.count > 0 && line.count >= max;
  return (
    <li className="ticket-row">
      <div className="ticket-main">
        <div className="ticket-info">
          <label htmlFor={inputId} className="ticket-name">
            {ticket.name}
          </label>
          <span className="ticket-price">{money(ticket.price)}</span>
        </div>
        <QuantityStepper
          id={inputId}
          value={line.count}
          max={max}
          describedBy={atCap ? hintId : undefined}
          decrementLabel={t('detail.decrement', { name: ticket.name })}
          incrementLabel={t('detail.increment', { name: ticket.name })}
          onChange={(value) => slot && onChange(setParentCount(ticket, value, tickets, choices, slot))}
        />
      </div>
      {line.subtickets.map(({ sub, count }) => {
        const role = subticketRole(ticket, sub);
        if (role === 'companion') {
          return (
            <p key={sub.id} className="ticket-included">
              {count > 0
                ? t('detail.companionAdded', { count, name: sub.name })
                : t('detail.companionIncluded', { count: sub.max_quantity, name: sub.name })}
            </p>
          );
        }
        const subId = `${inputId}-sub-${sub.id}`;
        return (
          <div key={sub.id} className="ticket-main ticket-sub">
            <div className="ticket-info">
              <label htmlFor={subId} className="ticket-name">
                {sub.name}
              </label>
              <span className="ticket-price">{sub.price > 0 ? money(sub.price) : t('detail.free')}</span>
            </div>
            <QuantityStepper
              id={subId}
              value={count}
              min={line.count * sub.min_quantity}
              max={slot ? maxSubticketCount(ticket, sub, tickets, choices, slot) : 0}
              decrementLabel={t('detail.decrement', { name: sub.name })}
              incrementLabel={t('detail.increment', { name: sub.name })}
              onChange={(value) => slot && onChange(setSubticketCount(ticket, sub, value, tickets, choices, slot))}
            />
          </div>
        );
      })}
      {atCap && (
        <p id={hintId} className="ticket-hint">
          {max >= MAX_LINE_QUANTITY ? t('detail.lineLimit', { count: MAX_LINE_QUANTITY }) : t('detail.noMorePlaces')}
        </p>
      )}
    </li>
  );
};
