import { DATA_REQUESTS_API_PATH, type DataRequestItem } from "#contracts/privacy/data-requests.ts";
import { request } from "../shared/api.ts";

export const dataRequestsApi = {
  list: () => request<DataRequestItem[]>("GET", DATA_REQUESTS_API_PATH),
  erase: (id: number) => request<{ outcome: string }>("POST", `${DATA_REQUESTS_API_PATH}/${id}/erase`),
  close: (id: number, action: "complete" | "refuse", outcome: string) =>
    request<{ status: string }>("POST", `${DATA_REQUESTS_API_PATH}/${id}/${action}`, { outcome }),
};

/** The copy's address: a plain link, so the browser saves the file. */
export const copyUrl = (id: number) => `${DATA_REQUESTS_API_PATH}/${id}/copy`;
