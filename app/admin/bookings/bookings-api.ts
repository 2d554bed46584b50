import {
  type Availability,
  BOOKING_AVAILABILITY_API_PATH,
  BOOKING_CALLS_API_PATH,
  type StaffAvailability,
  type UpcomingCall,
} from "#contracts/booking/booking.ts";
import { request } from "../shared/api.ts";

export const bookingsApi = {
  calls: () => request<UpcomingCall[]>("GET", BOOKING_CALLS_API_PATH),
  availability: () => request<StaffAvailability[]>("GET", BOOKING_AVAILABILITY_API_PATH),
  saveAvailability: (staffId: number, availability: Availability) =>
    request<StaffAvailability>("PUT", `${BOOKING_AVAILABILITY_API_PATH}/${staffId}`, availability),
};
