import { api } from "@/lib/api-client";
import type { UploadedImage } from "@/api/types";

/** `POST /api/images`: the file itself as the body; the answer's `url` goes in an `imageUrl` field. */
export function uploadImage(file: File): Promise<UploadedImage> {
  return api.post<UploadedImage>("/api/images", file, { headers: { "Content-Type": file.type || "application/octet-stream" } });
}
