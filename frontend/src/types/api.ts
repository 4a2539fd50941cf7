/** Shapes of the server's answers (PRODUCT.md section 8 and the lead's contract). */

export type Role = "admin" | "account_manager" | "customer_manager" | "customer";

export const ROLES: readonly Role[] = ["admin", "account_manager", "customer_manager", "customer"];

export interface User {
  id: number;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: string;
  companyId: number | null;
  customerId: number | null;
  active: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExtendedUser extends User {
  companyName: string | null;
  customerName: string | null;
}

/** Answer of login, token renewal and password change. */
export interface AuthResponse {
  token: string;
  expiresAt?: string;
  user: User;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Body of every failed call. */
export interface ErrorBody {
  message?: string;
  code?: string;
  details?: FieldError[];
}

export type RequestStatus = "pending" | "approved" | "rejected" | "replaced";

export const REQUEST_STATUSES: readonly RequestStatus[] = ["pending", "approved", "rejected", "replaced"];

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
