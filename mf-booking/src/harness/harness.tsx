import { createBrowserRouter, Navigate, RouterProvider } from '@travel/shell/router';
import ManageBookingPage from '../features/manage-booking';
import MyBookings from '../features/my-bookings';
import TourPage from '../features/tour-page';
import { HarnessLayout } from './harness-layout';
import { SignInPage } from './sign-in-page';
import { StayDemoPage } from './stay-demo-page';

const router = createBrowserRouter([
  {
    element: <HarnessLayout />,
    children: [
      { index: true, element: <Navigate to="/TourPage" replace /> },
      { path: 'TourPage', element: <TourPage /> },
      { path: 'TourPage/:id', element: <TourPage /> },
      { path: 'stay-demo', element: <StayDemoPage /> },
      { path: 'client/bookings', element: <MyBookings /> },
      { path: 'booking/manage', element: <ManageBookingPage /> },
      { path: 'login', element: <SignInPage /> },
      { path: '*', element: <Navigate to="/TourPage" replace /> },
    ],
  },
]);

/** The stand-alone page of this remote (never exposed): its pages under the site's paths. */
export function Harness() {
  return <RouterProvider router={router} />;
}
