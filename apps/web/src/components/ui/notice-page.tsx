import { Link } from 'react-router';

/** A page-sized notice (not found, no longer on sale) with one way back. */
export const NoticePage = ({ heading, text, back }: { heading: string; text: string; back: { to: string; label: string } }) => (
  <div className="container narrow notice-page">
    <h1>{heading}</h1>
    <p className="lead">{text}</p>
    <Link className="button button-secondary" to={back.to}>
      {back.label}
    </Link>
  </div>
);
