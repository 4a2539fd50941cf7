import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api, withQuery } from "@/lib/api-client";
import { translated } from "@/lib/catalogue";
import { languageOf, type Language } from "@/i18n";
import { useTranslation } from "react-i18next";
import type { CatalogueExtras } from "@/components/configurator/step-props";
import type {
  Attribute,
  AttributeValue,
  Category,
  Configuration,
  ConfigurationListQuery,
  ConfigurationSummary,
  CopyConfigurationInput,
  CreateConfigurationInput,
  Customer,
  Draft,
  Evaluation,
  FeatureValue,
  ItemRef,
  Model,
  NumericTarget,
  Page,
  ProductType,
  UpdateConfigurationInput,
  Wizard,
  WizardCategory,
} from "@/api/types";

/**
 * What a draft is evaluated as: a new configuration in the caller's own view, with the items the user pinned
 * and the numeric targets set ("Parti da una scelta", never saved), or a saved one (its edit or its copy) as
 * saving it would price it, for its company, whoever edits it.
 */
export type EvaluationTarget =
  | { configuratorId: number; pins?: ItemRef[]; targets?: NumericTarget[] }
  | { publicId: string; customerId: number | null };

/** What a save sends besides its target (the configurator of a new one, the version of an edit). */
export type ConfigurationBody = Required<Omit<CreateConfigurationInput, "configuratorId">>;

const CONF = "/api/productconf";

export const wizardKeys = {
  category: (slug: string) => ["wizard", "category", slug] as const,
  extras: (categoryId: number) => ["wizard", "extras", categoryId] as const,
  evaluate: (target: EvaluationTarget, draft: Draft | null) => ["wizard", "evaluate", target, draft] as const,
  configurations: (params: Record<string, unknown>) => ["productconf", "list", params] as const,
  configuration: (id: string) => ["productconf", "item", id] as const,
};

export const wizardApi = {
  category: (slug: string, signal?: AbortSignal) =>
    api.get<Wizard>(`/api/configurator/category/${encodeURIComponent(slug)}`, { signal }),
  evaluate: (target: EvaluationTarget, draft: Draft, signal?: AbortSignal) =>
    "publicId" in target
      ? api.post<Evaluation>(
          `${CONF}/${encodeURIComponent(target.publicId)}/evaluate`,
          { customerId: target.customerId, draft },
          { signal },
        )
      : api.post<Evaluation>(
          `${CONF}/evaluate`,
          {
            configuratorId: target.configuratorId,
            draft,
            ...(target.pins?.length ? { pins: target.pins } : {}),
            ...(target.targets?.length ? { targets: target.targets } : {}),
          },
          { signal },
        ),
  list: (params: ConfigurationListQuery, signal?: AbortSignal) =>
    api.get<Page<ConfigurationSummary>>(
      withQuery(CONF, { ...params }),
      { signal },
    ),
  get: (publicId: string, signal?: AbortSignal) => api.get<Configuration>(`${CONF}/${encodeURIComponent(publicId)}`, { signal }),
  create: (body: CreateConfigurationInput) => api.post<Configuration>(CONF, body),
  update: (publicId: string, body: UpdateConfigurationInput) => api.put<Configuration>(`${CONF}/${encodeURIComponent(publicId)}`, body),
  /** The copy as the user left it on the copy screen, saved in one call (a refused edit leaves no copy). */
  copy: (publicId: string, body: CopyConfigurationInput) =>
    api.post<Configuration>(`${CONF}/${encodeURIComponent(publicId)}/copy`, body),
  remove: (publicId: string) => api.delete(`${CONF}/${encodeURIComponent(publicId)}`),
  categories: (signal?: AbortSignal) => api.get<Page<Category>>("/api/productcategory?pageSize=100&sort=sortOrder", { signal }),
  offered: (signal?: AbortSignal) => api.get<WizardCategory[]>("/api/configurator/categories", { signal }),
};

/** The published configurator of a category with the caller's catalogue (the browser revalidates it by ETag). */
export function useCategoryWizard(slug: string | undefined) {
  return useQuery({
    queryKey: wizardKeys.category(slug ?? ""),
    queryFn: ({ signal }) => wizardApi.category(slug as string, signal),
    enabled: !!slug,
    retry: false,
    // the screen says what went wrong (one empty state, no toast besides it)
    meta: { silentError: true },
  });
}

/**
 * What the category endpoint leaves out (images, model attributes, swatches), read from the
 * catalogue resources, their texts in the reader's language; best effort: the wizard works without it.
 */
export function useCatalogueExtras(categoryId: number | undefined, featureIds: number[]) {
  // read through react-i18next, so a switch renders the hook's caller again with the new language
  const language = languageOf(useTranslation().i18n.language);
  // the rows carry both languages: the reader's is picked as they are read, so a switch needs no fetch
  const select = useCallback((extras: CatalogueExtras) => extrasIn(language, extras), [language]);
  return useQuery({
    queryKey: [...wizardKeys.extras(categoryId ?? 0), featureIds],
    enabled: !!categoryId,
    staleTime: 5 * 60 * 1000,
    queryFn: async ({ signal }): Promise<CatalogueExtras> => {
      const safe = <T,>(p: Promise<Page<T>>) => p.then((r) => r.items).catch(() => [] as T[]);
      const [types, models, values, attributeValues, attributes] = await Promise.all([
        safe(api.get<Page<ProductType>>(withQuery("/api/producttype", { categoryId, pageSize: 100 }), { signal })),
        safe(api.get<Page<Model>>(withQuery("/api/productmodel", { categoryId, pageSize: 100 }), { signal })),
        Promise.all(
          featureIds.map((featureId) =>
            safe(api.get<Page<FeatureValue>>(withQuery("/api/productfeatureval", { featureId, pageSize: 100 }), { signal })),
          ),
        ).then((lists) => lists.flat()),
        safe(api.get<Page<AttributeValue>>(withQuery("/api/attributeval", { pageSize: 100 }), { signal })),
        safe(api.get<Page<Attribute>>(withQuery("/api/attribute", { pageSize: 100 }), { signal })),
      ]);
      return { types, models, values, attributeValues, attributes };
    },
    select,
  });
}

/** The extras with their texts in `language` (each row's English where it has one, for an English reader). */
function extrasIn(language: Language, extras: CatalogueExtras): CatalogueExtras {
  const described = <R extends { name: string; nameEn?: string | null; description?: string | null; descriptionEn?: string | null }>(row: R) => ({
    ...row,
    name: translated(language, row.name, row.nameEn),
    description: translated(language, row.description, row.descriptionEn),
  });
  return {
    types: extras.types.map(described),
    models: extras.models.map(described),
    values: extras.values.map((row) => ({ ...row, label: translated(language, row.label, row.labelEn) })),
    attributeValues: extras.attributeValues.map((row) => ({ ...row, value: translated(language, row.value, row.valueEn) })),
    attributes: extras.attributes.map((row) => ({ ...row, name: translated(language, row.name, row.nameEn) })),
  };
}

export type { CatalogueExtras };

/** The evaluation of `draft`; the previous answer stays on screen while the next one loads. */
export function useWizardEvaluation(target: EvaluationTarget, draft: Draft | null) {
  return useQuery({
    queryKey: wizardKeys.evaluate(target, draft),
    queryFn: ({ signal }) => wizardApi.evaluate(target, draft as Draft, signal),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    retry: false,
    // the wizard shows the failure beside the price, with a retry
    meta: { silentError: true },
  });
}

export function useConfiguration(publicId: string | undefined) {
  return useQuery({
    queryKey: wizardKeys.configuration(publicId ?? ""),
    queryFn: ({ signal }) => wizardApi.get(publicId as string, signal),
    enabled: !!publicId,
    retry: false,
    meta: { silentError: true },
  });
}

export function useConfigurations(params: ConfigurationListQuery) {
  return useQuery({
    queryKey: wizardKeys.configurations(params),
    queryFn: ({ signal }) => wizardApi.list(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The customers the caller may pick, of one company when the configuration already has one. */
export function useCustomerOptions(companyId: number | null | undefined) {
  return useQuery({
    queryKey: ["wizard", "customers", companyId ?? null],
    queryFn: ({ signal }) =>
      api.get<Page<Customer>>(withQuery("/api/customer", { pageSize: 100, sort: "name", companyId: companyId ?? undefined }), {
        signal,
      }),
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** Every category the caller sees, named in the reader's language (the lists' category filter). */
export function useCategories() {
  // read through react-i18next, so a switch renders the hook's caller again with the new language
  const language = languageOf(useTranslation().i18n.language);
  // both names come with each row: the reader's is picked as it is read
  const select = useCallback(
    (page: Page<Category>) => ({ ...page, items: page.items.map((row) => ({ ...row, name: translated(language, row.name, row.nameEn) })) }),
    [language],
  );
  return useQuery({ queryKey: ["wizard", "categories"], queryFn: ({ signal }) => wizardApi.categories(signal), select });
}

/** The categories the caller can configure: with a published configurator (the home page's cards). */
export function useOfferedCategories() {
  return useQuery({ queryKey: ["wizard", "offered"], queryFn: ({ signal }) => wizardApi.offered(signal) });
}

export function useDeleteConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (publicId: string) => wizardApi.remove(publicId),
    onSuccess: () => client.invalidateQueries({ queryKey: ["productconf"] }),
  });
}

export type SaveTarget =
  | { kind: "new"; configuratorId: number }
  | { kind: "edit"; publicId: string; version: number }
  | { kind: "copy"; sourceId: string };

/** Saves a configuration: create, update (optimistic `version`), or create the copy with its edits. */
export function useSaveConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body }: { target: SaveTarget; body: ConfigurationBody }) => {
      if (target.kind === "new") return wizardApi.create({ configuratorId: target.configuratorId, ...body });
      if (target.kind === "edit") return wizardApi.update(target.publicId, { version: target.version, ...body });
      return wizardApi.copy(target.sourceId, body);
    },
    onSuccess: async (saved) => {
      client.setQueryData(wizardKeys.configuration(saved.publicId), saved);
      await client.invalidateQueries({ queryKey: ["productconf", "list"] });
    },
  });
}
