import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from '@travel/shell/router';
import { currentLang, languageBase } from '@travel/shell/i18n';
import { HarnessLayout, HarnessSignIn } from '@travel/shell/harness';
import { paths } from '@travel/shell/paths';
import ManageBookingPage from '../features/manage-booking';
import MyBookings from '../features/my-bookings';
import TourPage from '../features/tour-page';
import WaitlistPage from '../features/waitlist-link';
import { StayDemoPage } from './stay-demo-page';
import './harness.css';

const links = [
  { to: '/TourPage', text: 'Tour page' },
  { to: '/stay-demo', text: 'Stay booking' },
  { to: '/client/bookings', text: 'My bookings' },
];

// Made once the page's language is known (its /de or /es prefix is the router's basename), as the shell's is.
const makeRouter = () =>
  createBrowserRouter(
    [
      {
        element: <HarnessLayout label="Harness" links={links} withSignIn />,
        children: [
          { index: true, element: <Navigate to="/TourPage" replace /> },
          { path: 'TourPage', element: <TourPage /> },
          { path: 'TourPage/:id', element: <TourPage /> },
          { path: 'stay-demo', element: <StayDemoPage /> },
          { path: 'client/bookings', element: <MyBookings /> },
          { path: 'booking/manage', element: <ManageBookingPage /> },
          { path: 'waitlist/claim', element: <WaitlistPage /> },
          { path: 'waitlist/leave', element: <WaitlistPage /> },
          { path: 'waitlist/confirm', element: <WaitlistPage /> },
          { path: 'login', element: <HarnessSignIn to={`${paths.myBookings}/bookings`} /> },
          { path: '*', element: <Navigate to="/TourPage" replace /> },
        ],
      },
    ],
    { basename: languageBase(currentLang()) || '/' },
  );

/** The stand-alone page of this remote (never exposed): its pages under the site's paths. */
export function Harness() {
  const [router] = useState(makeRouter);
  return <RouterProvider router={router} />;
}
