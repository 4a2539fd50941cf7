import { SelectField, TextField } from "@/components/ui/form";
import { useResourceOptions } from "@/features/admin/api/resources";
import { useLooseT } from "@/features/admin/lib/i18n";
import type { Configurator } from "@/api/types";
import { EnglishField } from "./english-field";

export interface GeneralValues {
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  categoryId: string;
}

/** The configurator editor's first panel: its name, category and description. */
export function GeneralPanel({
  configurator,
  values,
  onChange,
  errors,
  readOnly,
}: {
  configurator: Configurator | null;
  values: GeneralValues;
  onChange: (values: GeneralValues) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  const t = useLooseT();
  const categories = useResourceOptions("productcategory", { sort: "name" });
  const { name, nameEn, description, descriptionEn, categoryId } = values;
  const categoryOptions = [
    { value: "", label: categories.isPending ? t("app.loading") : t("admin.form.choose") },
    ...(categories.data?.items ?? []).map((row) => ({ value: String(row.id), label: String(row.name ?? row.id) })),
  ];
  if (categoryId && !categoryOptions.some((o) => o.value === categoryId)) {
    categoryOptions.push({ value: categoryId, label: configurator?.categoryName ?? t("common.id", { id: categoryId }) });
  }
  return (
    <section className="card section" aria-labelledby="cfg-general-title">
      <h2 id="cfg-general-title" className="section__title">
        {t("admin.cfg.general")}
      </h2>
      <div className="form-grid">
        <TextField
          label={t("admin.field.name")}
          name="name"
          required
          maxLength={200}
          value={name}
          error={errors.name}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
        />
        <EnglishField
          label={t("admin.field.nameEn")}
          value={nameEn}
          italian={name}
          maxLength={200}
          error={errors.nameEn}
          onChange={(value) => onChange({ ...values, nameEn: value })}
        />
        <div className={`field${errors.description ? " field--invalid" : ""}`}>
          <label htmlFor="cfg-description" className="field__label">
            {t("admin.field.description")}
          </label>
          <textarea
            id="cfg-description"
            className="field__input field__textarea"
            rows={2}
            maxLength={2000}
            value={description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? "cfg-description-error" : undefined}
            onChange={(e) => onChange({ ...values, description: e.target.value })}
          />
          {errors.description && (
            <p id="cfg-description-error" className="field__error">
              {errors.description}
            </p>
          )}
        </div>
        <EnglishField
          label={t("admin.field.descriptionEn")}
          value={descriptionEn}
          italian={description}
          multiline
          maxLength={2000}
          error={errors.descriptionEn}
          onChange={(value) => onChange({ ...values, descriptionEn: value })}
        />
        <SelectField
          label={t("admin.field.category")}
          name="categoryId"
          required
          value={categoryId}
          error={errors.categoryId}
          options={categoryOptions}
          onChange={(e) => onChange({ ...values, categoryId: e.target.value })}
        />
      </div>
      {configurator && !readOnly && String(configurator.categoryId) !== categoryId && <p className="field__hint">{t("admin.cfg.categoryChanged")}</p>}
    </section>
  );
}
