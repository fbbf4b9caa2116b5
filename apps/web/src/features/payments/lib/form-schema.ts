import { ZSubscribeRequest } from "@app/contract";

/** The checkout form: the Location field of the subscribe request (required, "Location is required"). */
export const checkoutFormSchema = ZSubscribeRequest.pick({ location: true });
