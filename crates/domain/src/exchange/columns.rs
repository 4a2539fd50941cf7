//! The files of the lists that are not resources (a resource's columns are declared on its struct, by
//! `#[derive(Resource)]`).

use super::{Column, Kind};

/// A column only exported.
const fn shown(header: &'static str, field: &'static str, kind: Kind) -> Column {
    Column { header, field, kind, import: false, optional: false }
}

const REQUEST_STATUSES: &[(&str, &str)] =
    &[("pending", "in valutazione"), ("approved", "approvata"), ("rejected", "rifiutata"), ("replaced", "sostituita")];

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
