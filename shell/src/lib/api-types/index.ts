// Resource shapes of the API as api-contract.md fixes them (field names keep the spec's spelling,
// e.g. `gallary`). Types only: nothing here exists at run time.
import type { AuthUser } from '@travel/shell/auth';

export type Id = string;

/** Every error body of the API. */
export interface ApiError {
  statusCode: number;
  message: string;
  errors?: Array<{ field: string; message: string }>;
}

export interface MessageResponse {
  message: string;
}

export interface DataResponse<T> {
  data: T;
  message?: string;
}

export interface Paged<T> {
  data: T[];
  page: number;
  totalPages: number;
  total: number;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: AuthUser;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export interface Destination {
  _id: Id;
  destination: string;
  location: string;
  price: number;
  title: string;
  description: string;
  CostPerPerson: number;
  affiliateLink?: string;
  image?: string;
  gallary: string[];
  capacityPerSlot?: number;
  createdAt?: string;
  updatedAt?: string;
}

export interface Hotel {
  _id: Id;
  hotelName: string;
  location: string;
  pricePerNight: number;
  description: string;
  affiliateLink?: string;
  image: string[];
  gallery: string[];
  createdAt?: string;
  updatedAt?: string;
}

export interface Offer {
  _id: Id;
  title: string;
  Hotel: string;
  Location: string;
  RoomType: string;
  Discount: number;
  Price: number;
  TrendingOffers?: string;
  description: string;
  features: string[];
  Image?: string;
  gallary: string[];
  createdAt?: string;
  updatedAt?: string;
}

export interface BlogPost {
  _id: Id;
  id?: Id;
  Title: string;
  Content: string;
  Link?: string;
  subtitle?: string;
  subsubtitle?: string;
  description: string;
  highlights: string[];
  Image?: string;
  gallary: string[];
  createdAt?: string;
  updatedAt?: string;
}

export interface TourBookingRequest {
  destinationId: Id;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  tickets: number;
  cost: number;
  name: string;
  email: string;
  extras?: boolean;
}

export interface TourBooking extends TourBookingRequest {
  _id: Id;
  reference: string;
  createdAt?: string;
}

export interface StayBookingRequest {
  name: string;
  email: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  offerId: Id;
  pricePerNight: number;
  totalCost: number;
  costPerPerson: number;
}

export interface StayBooking extends StayBookingRequest {
  _id: Id;
  reference: string;
  createdAt?: string;
}

export interface BookingResponse<T> {
  message: string;
  data: T;
}

export interface MyBookings {
  tours: TourBooking[];
  stays: StayBooking[];
}

export interface GuestLimit {
  maxGuestLimit: number;
}

export interface SearchResult {
  data: { destinations: Destination[]; hotels: Hotel[]; offers: Offer[] };
  total: number;
}

export interface ContactRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
  location?: { lat: number; lng: number } | string;
}

export interface ContactMessage extends ContactRequest {
  _id: Id;
  createdAt?: string;
}

export interface AdminStats {
  counts: Record<string, number>;
  perDay: Array<{ day: string; bookings: number; revenue: number }>;
}

export interface Health {
  status: 'ok';
  db: 'up' | 'down';
}
