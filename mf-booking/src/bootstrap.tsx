import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from '@travel/shell/router';
import { configureHttp } from '@travel/shell/http';
import MyBookings from './features/my-bookings';
import TourPage from './features/tour-page';
import { HarnessLayout } from './harness/harness-layout';
import { SignInPage } from './harness/sign-in-page';
import { StayDemoPage } from './harness/stay-demo-page';

// Stand-alone the dev server proxies /api and /auth, so the API is same-origin.
configureHttp({ apiUrl: '' });

const router = createBrowserRouter([
  {
    element: <HarnessLayout />,
    children: [
      { index: true, element: <Navigate to="/TourPage" replace /> },
      { path: 'TourPage', element: <TourPage /> },
      { path: 'TourPage/:id', element: <TourPage /> },
      { path: 'stay-demo', element: <StayDemoPage /> },
      { path: 'client/bookings', element: <MyBookings /> },
      { path: 'login', element: <SignInPage /> },
      { path: '*', element: <Navigate to="/TourPage" replace /> },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
