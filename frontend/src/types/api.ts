/** Kept only for lib/auth.tsx, whose owner moves its import to `@/api/types`; then this file goes. */
export type { AuthResponse, User } from "@/api/types";
