import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Dashboard from '@mui/icons-material/Dashboard';
import { area, flag, place, type Screen } from './screen';

/** Home: the dashboard, tickets with their form and detail, and the user's profile. */
export const HOME: Screen[] = [
  area('/dashboard', 'Dashboard', 'dashboard/pages/DashboardPage', place('home', 1, 'Dashboard', Dashboard)),
  area(
    '/tickets',
    'Tickets',
    'tickets/dashboard/TicketsPage',
    place('home', 2, 'Tickets', ConfirmationNumber, flag('ticketing')),
  ),
  area('/tickets/new', 'Create Ticket', 'tickets/form/TicketFormPage'),
  area('/tickets/edit/:ticketId', 'Edit Ticket', 'tickets/form/TicketFormPage'),
  area('/tickets/:ticketId', 'Ticket Detail', 'tickets/detail/TicketDetailPage'),
  area('/profile', 'Profile', 'users/pages/ProfilePage'),
];
