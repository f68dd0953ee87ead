import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { TextField } from '../../components/ui/text-field';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import { amountText, centsOf, newTicket, type Ticket } from './event-draft';
import { withText } from './localized';

interface Props {
  tickets: Ticket[];
  onChange: (tickets: Ticket[]) => void;
  /** The language whose texts are being edited. */
  textLang: Lang;
  errorAt: (field: string) => string | undefined;
}

type Subticket = Ticket['subtickets'][number];

const newMember = (): Subticket => ({ name: {}, price: 0, vatValue: 8.1, minQuantity: 1, maxQuantity: 2, sequenceNo: 0 });

/** The people a family ticket is sold as, each with how many may come. */
const FamilyMembers = ({ prefix, members, onChange, textLang, errorAt }: { prefix: string; members: Subticket[]; onChange: (members: Subticket[]) => void; textLang: Lang; errorAt: Props['errorAt'] }) => {
  const { t } = useI18n();
  const change = (index: number, member: Subticket) => onChange(members.map((other, i) => (i === index ? member : other)));
  return (
    <fieldset className="nested">
      <legend>{t('events.components')}</legend>
      {members.map((member, index) => {
        const id = `${prefix}-member-${index}`;
        const path = `${prefix.replaceAll('-', '.')}.subtickets.${index}`;
        return (
          <div key={member.id ?? `new-${index}`} className="row-fields">
            <TextField id={`${id}-name`} label={t('events.componentName')} error={errorAt(`${path}.name`)} value={member.name[textLang] ?? ''} onChange={(event) => change(index, { ...member, name: withText(member.name, textLang, event.target.value) })} />
            <TextField id={`${id}-min`} label={t('events.minQuantity')} type="number" min={0} max={50} error={errorAt(`${path}.minQuantity`)} value={member.minQuantity} onChange={(event) => change(index, { ...member, minQuantity: event.target.valueAsNumber || 0 })} />
            <TextField id={`${id}-max`} label={t('events.maxQuantity')} type="number" min={1} max={50} error={errorAt(`${path}.maxQuantity`)} value={member.maxQuantity} onChange={(event) => change(index, { ...member, maxQuantity: event.target.valueAsNumber || 1 })} />
            <Button variant="secondary" small onClick={() => onChange(members.filter((_, i) => i !== index))}>
              {t('events.removeComponent')}
            </Button>
          </div>
        );
      })}
      <p>
        <Button variant="secondary" small onClick={() => onChange([...members, newMember()])}>
          {t('events.addComponent')}
        </Button>
      </p>
    </fieldset>
  );
};

/** The event's tickets: name in the language being edited, price with VAT, rate, and what a family ticket holds. */
export const TicketFields = ({ tickets, onChange, textLang, errorAt }: Props) => {
  const { t } = useI18n();
  const change = (index: number, ticket: Ticket) => onChange(tickets.map((other, i) => (i === index ? ticket : other)));
  return (
    <section className="editor-section" aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">{t('events.ticketsLegend')}</h2>
      {tickets.map((ticket, index) => {
        const id = `tickets-${index}`;
        const path = `tickets.${index}`;
        return (
          <fieldset key={ticket.id ?? `new-${index}`} className="card-fields">
            <legend>{t('events.ticketHeading', { number: index + 1 })}</legend>
            <TextField id={`${id}-name`} label={t('events.ticketName')} error={errorAt(`${path}.name`)} value={ticket.name[textLang] ?? ''} onChange={(event) => change(index, { ...ticket, name: withText(ticket.name, textLang, event.target.value) })} />
            <div className="row-fields">
              <AmountField
                id={`${id}-price`}
                label={t('events.price')}
                hint={t('events.priceHint')}
                invalidText={t('events.priceInvalid')}
                error={errorAt(`${path}.price`)}
                cents={ticket.price}
                parse={centsOf}
                format={amountText}
                onChange={(price) => change(index, { ...ticket, price })}
              />
              <TextField id={`${id}-vat`} label={t('events.vat')} type="number" min={0} max={100} step={0.1} error={errorAt(`${path}.vatValue`)} value={ticket.vatValue} onChange={(event) => change(index, { ...ticket, vatValue: event.target.valueAsNumber || 0 })} />
            </div>
            <CheckboxField id={`${id}-with-cost`} label={t('events.bookWithCost')} checked={ticket.bookWithCost} onChange={(event) => change(index, { ...ticket, bookWithCost: event.target.checked })} />
            <CheckboxField id={`${id}-family`} label={t('events.family')} checked={ticket.family} onChange={(event) => change(index, { ...ticket, family: event.target.checked, subtickets: event.target.checked && ticket.subtickets.length === 0 ? [newMember()] : ticket.subtickets })} />
            {ticket.family && <FamilyMembers prefix={id} members={ticket.subtickets} onChange={(subtickets) => change(index, { ...ticket, subtickets })} textLang={textLang} errorAt={errorAt} />}
            {tickets.length > 1 && (
              <p>
                <Button variant="secondary" small onClick={() => onChange(tickets.filter((_, i) => i !== index))}>
                  {t('events.removeTicket')}
                </Button>
              </p>
            )}
          </fieldset>
        );
      })}
      <p>
        <Button variant="secondary" small onClick={() => onChange([...tickets, newTicket()])}>
          {t('events.addTicket')}
        </Button>
      </p>
    </section>
  );
};
