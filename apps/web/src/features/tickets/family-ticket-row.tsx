import { useTranslation } from '../../lib/i18n/use-translation';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { useFormats } from '../../lib/formats';
import { lineState, maxSubticketCount, setSubticketCount } from './ticket-selection';
import type { TicketRowProps } from './ticket-type-row';

/**
 * SPEC §4/§5 family ticket: the visitor enters how many of each member group come; every group needs
 * a number, and the ticket itself counts once as soon as any number is entered.
 */
export const FamilyTicketRow = ({ ticket, tickets, choices, slot, onChange }: TicketRowProps) => {
  const { t } = useTranslation('tickets');
  const { money } = useFormats();
  const line = lineState(ticket, choices[ticket.id] ?? { count: 0, subtickets: {} });
  const baseId = `ticket-${ticket.id}`;
  const problemId = `${baseId}-problem`;
  const incomplete = line.count > 0 && line.problem === 'familyIncomplete';
  return (
    <li className="ticket-row ticket-family">
      <fieldset aria-describedby={`${baseId}-help${incomplete ? ` ${problemId}` : ''}`}>
        <legend className="ticket-info">
          <span className="ticket-name">{ticket.name}</span>
          <span className="ticket-price">{money(ticket.price)}</span>
        </legend>
        <p id={`${baseId}-help`} className="ticket-included">
          {t('detail.familyHelp')}
        </p>
        {line.subtickets.map(({ sub, count }) => {
          const id = `${baseId}-sub-${sub.id}`;
          return (
            <div key={sub.id} className="ticket-main ticket-sub">
              <div className="ticket-info">
                <label htmlFor={id} className="ticket-name">
                  {sub.name}
                </label>
                <span className="ticket-limits">{t('detail.familyRange', { min: sub.min_quantity, max: sub.max_quantity })}</span>
              </div>
              <QuantityStepper
                id={id}
                value={count}
                max={slot ? maxSubticketCount(ticket, sub, tickets, choices, slot) : 0}
                decrementLabel={t('detail.decrement', { name: t('detail.partName', { ticket: ticket.name, part: sub.name }) })}
                incrementLabel={t('detail.increment', { name: t('detail.partName', { ticket: ticket.name, part: sub.name }) })}
                onChange={(value) => slot && onChange(setSubticketCount(ticket, sub, value, tickets, choices, slot))}
              />
            </div>
          );
        })}
        {incomplete && (
          <p id={problemId} className="ticket-problem">
            {t('detail.familyIncomplete')}
          </p>
        )}
      </fieldset>
    </li>
  );
};
