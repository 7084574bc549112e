import webpackPreset from '@travel/shell/webpack';

const { createFederatedConfig } = webpackPreset;

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'booking',
  port: 8082,
  title: 'Booking',
  // Public contract with the shell and the catalog's offer page: renaming a key breaks them.
  exposes: {
    './TourPage': './src/features/tour-page/index.ts',
    './StayBookingForm': './src/features/stay-booking/index.ts',
    './MyBookings': './src/features/my-bookings/index.ts',
    './ManageBookingPage': './src/features/manage-booking/index.ts',
    './WaitlistPage': './src/features/waitlist-link/index.ts',
    './GiftCardPage': './src/features/gift-cards/index.ts',
  },
});
