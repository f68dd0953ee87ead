import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import { amountText, centsOf } from '../events/event-draft';
import { withText } from '../events/localized';
import { newPrice, newTourTicket, type TourPrice, type TourTicket } from './tour-draft';

interface Common {
  /** The language whose texts are being edited. */
  textLang: Lang;
  errorAt: (field: string) => string | undefined;
}

/** A priced line's name in the language being edited, its price with VAT and its rate. */
const PricedLine = ({ id, path, line, onChange, nameLabel, textLang, errorAt }: Common & { id: string; path: string; line: TourPrice; onChange: (line: TourPrice) => void; nameLabel: string }) => {
  const { t } = useI18n();
  return (
    <>
      <TextField id={`${id}-name`} label={nameLabel} error={errorAt(`${path}.name`)} value={line.name[textLang] ?? ''} onChange={(event) => onChange({ ...line, name: withText(line.name, textLang, event.target.value) })} />
      <div className="row-fields">
        <AmountField
          id={`${id}-price`}
          label={t('events.price')}
          hint={t('events.priceHint')}
          invalidText={t('events.priceInvalid')}
          error={errorAt(`${path}.price`)}
          cents={line.price}
          parse={centsOf}
          format={amountText}
          onChange={(price) => onChange({ ...line, price })}
        />
        <TextField id={`${id}-vat`} label={t('events.vat')} type="number" min={0} max={100} step={0.1} error={errorAt(`${path}.vatValue`)} value={line.vatValue} onChange={(event) => onChange({ ...line, vatValue: event.target.valueAsNumber || 0 })} />
      </div>
    </>
  );
};

const replaced = <T,>(list: T[], index: number, item: T): T[] => list.map((other, i) => (i === index ? item : other));

/** The tour's prices: per person or per group, as the tour is booked. */
export const TourPriceFields = ({ prices, perPerson, onChange, textLang, errorAt }: Common & { prices: TourPrice[]; perPerson: boolean; onChange: (prices: TourPrice[]) => void }) => {
  const { t } = useI18n();
  return (
    <section className="editor-section" aria-labelledby="prices-heading">
      <h2 id="prices-heading">{t('tours.pricesLegend')}</h2>
      <p className="field-hint">{t(perPerson ? 'tours.pricesPerPerson' : 'tours.pricesPerGroup')}</p>
      {prices.map((price, index) => (
        <fieldset key={price.id ?? `new-${index}`} className="card-fields">
          <legend>{t('tours.priceHeading', { number: index + 1 })}</legend>
          <PricedLine id={`prices-${index}`} path={`prices.${index}`} line={price} nameLabel={t('tours.priceName')} textLang={textLang} errorAt={errorAt} onChange={(next) => onChange(replaced(prices, index, next))} />
          {prices.length > 1 && (
            <p>
              <Button variant="secondary" small onClick={() => onChange(prices.filter((_, i) => i !== index))}>
                {t('tours.removePrice')}
              </Button>
            </p>
          )}
        </fieldset>
      ))}
      <p>
        <Button variant="secondary" small onClick={() => onChange([...prices, newPrice()])}>
          {t('tours.addPrice')}
        </Button>
      </p>
    </section>
  );
};

/** The admission tickets participants buy with the tour, each with at most one add-on (an audio guide). */
export const TourTicketFields = ({ tickets, onChange, textLang, errorAt }: Common & { tickets: TourTicket[]; onChange: (tickets: TourTicket[]) => void }) => {
  const { t } = useI18n();
  return (
    <section className="editor-section" aria-labelledby="tour-tickets-heading">
      <h2 id="tour-tickets-heading">{t('tours.ticketsLegend')}</h2>
      <p className="field-hint">{t('tours.ticketsHint')}</p>
      {errorAt('tickets') && <p className="field-error">{errorAt('tickets')}</p>}
      {tickets.map((ticket, index) => {
        const id = `tour-tickets-${index}`;
        const [addOn] = ticket.subtickets;
        return (
          <fieldset key={ticket.id ?? `new-${index}`} className="card-fields">
            <legend>{t('events.ticketHeading', { number: index + 1 })}</legend>
            <PricedLine id={id} path={`tickets.${index}`} line={ticket} nameLabel={t('events.ticketName')} textLang={textLang} errorAt={errorAt} onChange={(next) => onChange(replaced(tickets, index, { ...ticket, ...next }))} />
            {addOn === undefined ? (
              <p>
                <Button variant="secondary" small onClick={() => onChange(replaced(tickets, index, { ...ticket, subtickets: [newPrice()] }))}>
                  {t('tours.addAddOn')}
                </Button>
              </p>
            ) : (
              <fieldset className="nested">
                <legend>{t('tours.addOn')}</legend>
                <PricedLine
                  id={`${id}-add-on`}
                  path={`tickets.${index}.subtickets.0`}
                  line={addOn}
                  nameLabel={t('tours.addOnName')}
                  textLang={textLang}
                  errorAt={errorAt}
                  onChange={(next) => onChange(replaced(tickets, index, { ...ticket, subtickets: [next] }))}
                />
                <p>
                  <Button variant="secondary" small onClick={() => onChange(replaced(tickets, index, { ...ticket, subtickets: [] }))}>
                    {t('tours.removeAddOn')}
                  </Button>
                </p>
              </fieldset>
            )}
            <p>
              <Button variant="secondary" small onClick={() => onChange(tickets.filter((_, i) => i !== index))}>
                {t('events.removeTicket')}
              </Button>
            </p>
          </fieldset>
        );
      })}
      <p>
        <Button variant="secondary" small onClick={() => onChange([...tickets, newTourTicket()])}>
          {t('events.addTicket')}
        </Button>
      </p>
    </section>
  );
};
