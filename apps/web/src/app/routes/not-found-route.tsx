import { NotFoundScreen } from '../../features/pages/not-found-screen';

export const Component = NotFoundScreen;
