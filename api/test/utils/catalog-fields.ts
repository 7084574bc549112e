/** A complete stay offer's form fields, as the admin's form posts them (multipart, with an `Image`). */
export const OFFER_FIELDS = {
  title: 'Spring escape',
  Hotel: 'Harbour Inn',
  Location: 'Lisbon',
  RoomType: 'Double',
  Discount: '15',
  Price: '75',
  TrendingOffers: 'Yes',
  description: 'Three nights by the river.',
};
