//! The file of each resource: its columns, in the order of the file, and how an import matches its rows.

use super::{Book, Column, Exchange, Kind, Match};
use crate::catalogue::{
    Attribute, AttributeValue, Category, Company, CompanyFilter, Customer, Feature, FeatureValue, Model, ProductType,
};

/// A column an import reads.
const fn col(header: &'static str, field: &'static str, kind: Kind) -> Column {
    Column { header, field, kind, import: true }
}

/// A column only exported: names read with the row, dates.
const fn shown(header: &'static str, field: &'static str, kind: Kind) -> Column {
    Column { header, field, kind, import: false }
}

const CODE: Column = col("Codice", "code", Kind::Text);
const DESCRIPTION: Column = col("Descrizione", "description", Kind::Text);
const IMAGE: Column = col("Immagine", "imageUrl", Kind::Text);
const ORDER: Column = col("Ordine", "sortOrder", Kind::Int);
const ACTIVE: Column = col("Attivo", "active", Kind::Bool);
const UPDATED: Column = shown("Aggiornato il", "updatedAt", Kind::Date);

const FEATURE_KINDS: &[(&str, &str)] = &[("choice", "scelta"), ("numeric", "numerico")];
const ENTITY_KINDS: &[(&str, &str)] = &[
    ("category", "categoria"),
    ("type", "tipologia"),
    ("model", "modello"),
    ("part", "parte"),
    ("feature_value", "valore di caratteristica"),
];
const FILTER_MODES: &[(&str, &str)] = &[("allow", "consenti"), ("deny", "escludi")];
const REQUEST_STATUSES: &[(&str, &str)] =
    &[("pending", "in valutazione"), ("approved", "approvata"), ("rejected", "rifiutata"), ("replaced", "sostituita")];

impl Exchange for Attribute {
    const FILE: &'static str = "attributi";
    const COLUMNS: &'static [Column] = &[CODE, col("Nome", "name", Kind::Text), ORDER];
    const MATCH: Option<Match> = Some(Match { key: &["code"] });
}

impl Exchange for AttributeValue {
    const FILE: &'static str = "valori-attributo";
    const COLUMNS: &'static [Column] = &[
        col("Attributo", "attributeId", Kind::Ref(Book::Attributes)),
        CODE,
        col("Valore", "value", Kind::Text),
        ORDER,
        ACTIVE,
    ];
    const MATCH: Option<Match> = Some(Match { key: &["attributeId", "code"] });
}

impl Exchange for Category {
    const FILE: &'static str = "categorie";
    const COLUMNS: &'static [Column] =
        &[col("Slug", "slug", Kind::Text), col("Nome", "name", Kind::Text), DESCRIPTION, IMAGE, ORDER, ACTIVE, UPDATED];
    const MATCH: Option<Match> = Some(Match { key: &["slug"] });
}

impl Exchange for ProductType {
    const FILE: &'static str = "tipologie";
    const COLUMNS: &'static [Column] = &[
        col("Categoria", "categoryId", Kind::Ref(Book::Categories)),
        CODE,
        col("Nome", "name", Kind::Text),
        DESCRIPTION,
        IMAGE,
        ORDER,
        ACTIVE,
        UPDATED,
    ];
    const MATCH: Option<Match> = Some(Match { key: &["categoryId", "code"] });
}

impl Exchange for Model {
    const FILE: &'static str = "modelli";
    const COLUMNS: &'static [Column] = &[
        col("Tipologia", "typeId", Kind::Ref(Book::Types)),
        CODE,
        col("Nome", "name", Kind::Text),
        DESCRIPTION,
        IMAGE,
        col("Prezzo base", "basePrice", Kind::Money),
        ORDER,
        ACTIVE,
        col("Valori di attributo", "attributeValueIds", Kind::Refs(Book::AttributeValues)),
        UPDATED,
    ];
    const MATCH: Option<Match> = Some(Match { key: &["code"] });
}

impl Exchange for Feature {
    const FILE: &'static str = "caratteristiche";
    const COLUMNS: &'static [Column] = &[
        CODE,
        col("Nome", "name", Kind::Text),
        DESCRIPTION,
        col("Tipo", "kind", Kind::Choice(FEATURE_KINDS)),
        col("Minimo", "numericMin", Kind::Int),
        col("Massimo", "numericMax", Kind::Int),
        col("Passo", "numericStep", Kind::Int),
        col("Unità", "numericUnit", Kind::Text),
        col("Prezzo unitario", "unitPrice", Kind::Money),
        ORDER,
        ACTIVE,
        UPDATED,
    ];
    const MATCH: Option<Match> = Some(Match { key: &["code"] });
}

impl Exchange for FeatureValue {
    const FILE: &'static str = "valori-caratteristica";
    const COLUMNS: &'static [Column] = &[
        col("Caratteristica", "featureId", Kind::Ref(Book::Features)),
        CODE,
        col("Etichetta", "label", Kind::Text),
        col("Variazione di prezzo", "priceDelta", Kind::Money),
        col("Colore", "swatch", Kind::Text),
        IMAGE,
        ORDER,
        ACTIVE,
    ];
    const MATCH: Option<Match> = Some(Match { key: &["featureId", "code"] });
}

impl Exchange for Customer {
    const FILE: &'static str = "clienti";
    const COLUMNS: &'static [Column] = &[
        col("Azienda (partita IVA)", "companyId", Kind::Ref(Book::Companies)),
        col("Nome", "name", Kind::Text),
        col("Partita IVA", "vatNumber", Kind::Text),
        col("Email", "email", Kind::Text),
        col("Telefono", "phone", Kind::Text),
        col("Indirizzo", "address", Kind::Text),
        col("Città", "city", Kind::Text),
        col("Note", "notes", Kind::Text),
        ACTIVE,
        UPDATED,
    ];
    const MATCH: Option<Match> = Some(Match { key: &["companyId", "name"] });
}

impl Exchange for Company {
    const FILE: &'static str = "aziende";
    const COLUMNS: &'static [Column] = &[
        col("Nome", "name", Kind::Text),
        col("Partita IVA", "vatNumber", Kind::Text),
        col("Email", "email", Kind::Text),
        col("Telefono", "phone", Kind::Text),
        col("Indirizzo", "address", Kind::Text),
        col("Città", "city", Kind::Text),
        col("Paese", "country", Kind::Text),
        col("Sconto %", "discountPercent", Kind::Int),
        shown("Account manager", "accountManagerName", Kind::Text),
        ACTIVE,
        UPDATED,
    ];
    const OMITTED: &'static [&'static str] = &["accountManagerId"];
}

impl Exchange for CompanyFilter {
    const FILE: &'static str = "filtri-aziendali";
    const COLUMNS: &'static [Column] = &[
        col("Azienda (partita IVA)", "companyId", Kind::Ref(Book::Companies)),
        col("Tipo", "entityKind", Kind::Choice(ENTITY_KINDS)),
        col("ID elemento", "entityId", Kind::Int),
        shown("Elemento", "entityName", Kind::Text),
        col("Modalità", "mode", Kind::Choice(FILTER_MODES)),
        UPDATED,
    ];
}

/// The saved configurations' list, as `/user/configurazioni` shows it (the API's summary of each).
pub const CONFIGURATION_COLUMNS: &[Column] = &[
    shown("Nome", "name", Kind::Text),
    shown("Categoria", "categoryName", Kind::Text),
    shown("Modello", "modelName", Kind::Text),
    shown("Utente", "ownerName", Kind::Text),
    shown("Cliente", "customerName", Kind::Text),
    shown("Quantità", "quantity", Kind::Int),
    shown("Totale", "savedGrandTotal", Kind::Money),
    shown("Completa", "complete", Kind::Bool),
    shown("Valida", "valid", Kind::Bool),
    shown("Da verificare", "stale", Kind::Bool),
    shown("Richiesta", "requestStatus", Kind::Choice(REQUEST_STATUSES)),
    shown("Aggiornata il", "updatedAt", Kind::Date),
    shown("Codice", "publicId", Kind::Text),
];

/// Every saved configuration a configurator draft would break or reprice (the publish dry run's file).
pub const IMPACT_COLUMNS: &[Column] = &[
    shown("Codice", "publicId", Kind::Text),
    shown("Nome", "name", Kind::Text),
    shown("Utente", "ownerName", Kind::Text),
    shown("Cliente", "customerName", Kind::Text),
    shown("Effetto", "effect", Kind::Choice(IMPACT_EFFECTS)),
    shown("Totale oggi", "totalBefore", Kind::Money),
    shown("Totale con la bozza", "totalAfter", Kind::Money),
    shown("Richiesta in attesa", "pendingRequest", Kind::Bool),
    shown("Motivi", "reasons", Kind::Text),
];

const IMPACT_EFFECTS: &[(&str, &str)] =
    &[("invalid", "non valida"), ("incomplete", "incompleta"), ("repriced", "cambia prezzo")];

/// The customization requests' list.
pub const REQUEST_COLUMNS: &[Column] = &[
    shown("Numero", "id", Kind::Int),
    shown("Configurazione", "configurationName", Kind::Text),
    shown("Categoria", "categoryName", Kind::Text),
    shown("Richiedente", "requesterName", Kind::Text),
    shown("Azienda", "companyName", Kind::Text),
    shown("Messaggio", "message", Kind::Text),
    shown("Stato", "status", Kind::Choice(REQUEST_STATUSES)),
    shown("Risposta", "response", Kind::Text),
    shown("Valutata da", "reviewedByName", Kind::Text),
    shown("Valutata il", "reviewedAt", Kind::Date),
    shown("Revisione", "configurationRevision", Kind::Int),
    shown("Totale", "price.grandTotal", Kind::Money),
    shown("Inviata il", "createdAt", Kind::Date),
];
