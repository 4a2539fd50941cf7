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

/** `POST /api/user/extended` with the whole extended user; a user may change only these fields. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profile, input }: { profile: ExtendedUser; input: ProfileInput }) =>
      api.post<ExtendedUser>("/api/user/extended", {
        id: profile.id,
        email: profile.email,
        role: profile.role,
        companyId: profile.companyId,
        customerId: profile.customerId,
        active: profile.active,
        ...input,
      }),
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
