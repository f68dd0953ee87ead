import { useParams } from 'react-router';
import { RecoverScreen } from '../../features/account/recover-screen';

/** `recover/{guid}`: the guid is the token of the reset link mailed by `customer/pwdreset`. */
export const RecoverRoute = () => {
  const { guid = '' } = useParams();
  return (
    <div className="container narrow">
      <RecoverScreen key={guid} token={guid} />
    </div>
  );
};
