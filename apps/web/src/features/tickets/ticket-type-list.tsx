import type { EventTicket } from '@foyer/contract';
import { FamilyTicketRow } from './family-ticket-row';
import { TicketTypeRow, type TicketRowProps } from './ticket-type-row';

type ListProps = Omit<TicketRowProps, 'ticket'>;

interface TicketGroup {
  key: string;
  name: string | null;
  tickets: EventTicket[];
}

/** SPEC §3 group_id/group_name: tickets of a group stay together under its name, in catalog order. */
export const groupTickets = (tickets: readonly EventTicket[]): TicketGroup[] => {
  const groups: TicketGroup[] = [];
  for (const ticket of tickets) {
    const key = ticket.group_id === null ? `ticket-${ticket.id}` : `group-${ticket.group_id}`;
    const last = groups.at(-1);
    if (last && last.key === key) last.tickets.push(ticket);
    else groups.push({ key, name: ticket.group_name, tickets: [ticket] });
  }
  return groups;
};

const Rows = ({ items, ...props }: ListProps & { items: readonly EventTicket[] }) => (
  <ul className="ticket-list" role="list">
    {items.map((ticket) =>
      ticket.family ? <FamilyTicketRow key={ticket.id} ticket={ticket} {...props} /> : <TicketTypeRow key={ticket.id} ticket={ticket} {...props} />,
    )}
  </ul>
);

/** The ticket types of the chosen date, grouped where the catalog groups them. */
export const TicketTypeList = (props: ListProps) => (
  <div className="ticket-groups">
    {groupTickets(props.tickets).map((group) =>
      group.name === null ? (
        <Rows key={group.key} {...props} items={group.tickets} />
      ) : (
        <div key={group.key} className="ticket-group">
          <h3 className="ticket-group-name">{group.name}</h3>
          <Rows {...props} items={group.tickets} />
        </div>
      ),
    )}
  </div>
);
