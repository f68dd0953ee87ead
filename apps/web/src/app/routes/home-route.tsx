import { HomeScreen } from '../../features/home/home-screen';

export const Component = HomeScreen;
