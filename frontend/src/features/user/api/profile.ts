import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { acceptSession, meQueryKey } from "@/lib/auth";
import type { AuthResponse, ExtendedUser, User } from "@/api/types";

export const myProfileQueryKey = ["user", "me", "extended"] as const;

export const getMyProfile = () => api.get<ExtendedUser>("/api/user/me/extended");

export const myProfileQueryOptions = () => queryOptions({ queryKey: myProfileQueryKey, queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: string;
}

/** `PUT /api/user/me`: the caller's own names, phone and language; the answer is the extended user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.put<ExtendedUser>("/api/user/me", input),
    onSuccess: (updated) => {
      queryClient.setQueryData(myProfileQueryKey, updated);
      queryClient.setQueryData<User | null>(meQueryKey, (old) => (old ? { ...old, ...stripExtended(updated) } : old));
    },
  });
}

function stripExtended(user: ExtendedUser): User {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { companyName, customerName, ...rest } = user;
  return rest;
}

/** `PUT /api/user/me/password`: the answer carries the new token (all others stop working). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.put<AuthResponse>("/api/user/me/password", input),
    onSuccess: (session) => acceptSession(queryClient, session),
  });
}
