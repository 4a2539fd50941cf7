use super::{Language, Message, euros};
use crate::configurator::{
    ConfiguratorStatus, ExpectedStep, ItemKind, ItemName, Named, OutsideItem, Refused, RuleKind, RuleSentence,
};
use crate::say;

/// What the configurator's engine says: the judgement of a draft, why an option is ruled out, the rule
/// check's findings, and the checks of a definition and of the configurators' transitions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Engine {
    /// The price passes the most a configuration may cost.
    TotalOverMaximum {
        max_cents: i64,
    },
    ChooseType,
    TypeNoLongerAvailable {
        product_type: String,
    },
    ChosenTypeUnavailable,
    ChooseModel,
    ChosenModelUnavailable,
    ModelNoLongerAvailable {
        model: String,
    },
    /// The model is active but its type is not offered.
    ModelUnavailable {
        model: String,
    },
    ModelNotOfChosenType {
        model: String,
        product_type: ItemName,
    },
    /// The quantity of the whole configuration is outside 1..=1,000,000.
    ConfigurationQuantityOutOfRange,
    ChosenPartUnavailable,
    PartNoLongerAvailable {
        part: String,
    },
    PartNotOfModel {
        part: String,
        model: String,
    },
    NegativePartQuantity {
        part: String,
    },
    /// The pieces of a part outside its model's bounds.
    PartPieces {
        part: String,
        min: i64,
        max: i64,
    },
    PartRequired {
        part: ItemName,
    },
    ChosenFeatureUnavailable,
    FeatureNotOfPart {
        part: String,
        feature: String,
    },
    OneValuePerFeature {
        feature: String,
        part: String,
    },
    /// A choice feature given a number, or nothing to choose.
    ChosenAmongValues {
        feature: String,
    },
    ChosenValueUnavailable {
        feature: String,
    },
    ValueNoLongerAvailable {
        feature: String,
        value: String,
    },
    ValueNotOfFeature {
        value: String,
        feature: String,
    },
    /// A numeric feature given a value of a choice.
    TakesANumber {
        feature: String,
    },
    NumberOffRange {
        feature: String,
        min: i64,
        max: Option<i64>,
        step: i64,
    },
    /// A required feature of an included part left unanswered; `None` when the feature is unknown.
    ChooseFeatureForPart {
        feature: Option<String>,
        part: String,
    },
    /// An `excludes` rule broken: `item` is chosen with every item of `with`. `admin`: the rule's own
    /// message, said first.
    Excluded {
        item: ItemName,
        with: Vec<ItemName>,
        admin: Option<String>,
    },
    /// A `requires` rule broken: with every item of `with`, one of `alternatives` is needed.
    AlsoNeeded {
        with: Vec<ItemName>,
        alternatives: Vec<ItemName>,
        admin: Option<String>,
    },
    /// Why an option is ruled out: the user's choices (and targets) with the rules that rule it out; both
    /// empty when the caller's company is not offered it at all.
    NotAvailable {
        with: Vec<ItemName>,
        rules: Vec<RuleSentence>,
    },
    NoActiveType,
    NoActiveModel,
    RuleNamesOutsideItem {
        rule: String,
        item: OutsideItem,
    },
    RuleNamesInactiveItem {
        rule: String,
        item: ItemName,
    },
    /// An `excludes` rule that excludes one of its own conditions.
    ExcludesOwnCondition {
        rule: String,
        item: ItemName,
        conditions: Vec<ItemName>,
    },
    /// Items of the category an English reader sees in Italian (the first few named), before publishing.
    ItemsWithoutEnglish {
        named: Vec<ItemName>,
        more: usize,
    },
    /// Step titles and rule messages with no English text.
    TextsWithoutEnglish {
        steps: Vec<String>,
        rules: Vec<String>,
    },
    /// A finding that holds only for one company's view of the catalogue.
    ForCompany {
        company: String,
        finding: Box<Message>,
    },
    NoValidConfiguration {
        rules: Vec<RuleSentence>,
    },
    NeverSelectable {
        item: ItemName,
        rules: Vec<RuleSentence>,
    },
    /// A model's required part that no configuration can have.
    RequiredNeverSelectable {
        model: ItemName,
        part: ItemName,
    },
    NeverSelectableWithModel {
        part: ItemName,
        model: ItemName,
        rules: Vec<RuleSentence>,
    },
    /// An optional part the rules put in every configuration of its model.
    AlwaysNecessary {
        part: ItemName,
        model: ItemName,
    },
    RedundantRule {
        rule: String,
    },
    DefinitionRequired,
    TooManySteps {
        max: usize,
    },
    TitleRequired,
    StepOutOfOrder {
        expected: ExpectedStep,
    },
    /// The steps end before the summary.
    StepsOrder,
    TooManyRules {
        max: usize,
    },
    RuleIdRequired,
    RuleIdLength {
        max_chars: usize,
    },
    RuleAlreadyDefined {
        rule: String,
    },
    /// A side of a rule without items.
    ItemNeeded,
    TooManyItems {
        max: usize,
    },
    NoSuchAttribute {
        id: i64,
    },
    AttributeRepeated {
        id: i64,
    },
    /// A features step asking a feature no part of the category offers; `feature` is `None` when the
    /// catalogue does not know it.
    FeatureNotOffered {
        feature: Option<String>,
        id: i64,
    },
    FeatureAskedTwice {
        feature: Option<String>,
        id: i64,
    },
    RuleNamesFeature,
    NotOfCategory {
        item: OutsideItem,
    },
    NoSuchCategory,
    ConfiguratorItemNotFound,
    /// A transition the configurator's status does not allow.
    WrongStatus {
        status: ConfiguratorStatus,
        refused: Refused,
    },
    PublishedConcurrently,
    ConfiguratorNotFound,
    TooManyPins {
        max: usize,
    },
    TargetWithoutBound,
    MinimumAboveMaximum,
    OneTargetPerFeature,
}

/// The word before the last name of a list.
#[derive(Debug, Clone, Copy)]
enum Last {
    And,
    Or,
    With,
}

impl Engine {
    pub fn render(&self, language: Language) -> String {
        let l = language;
        match self {
            Self::TotalOverMaximum { max_cents } => say!(
                l,
                "Il prezzo supera il massimo di {}: riduci le quantità o le misure.",
                "The price passes the maximum of {}: reduce the quantities or the sizes.",
                euros(*max_cents, l)
            ),
            Self::ChooseType => say!(l, "Scegli una tipologia.", "Choose a type."),
            Self::TypeNoLongerAvailable { product_type } => {
                say!(
                    l,
                    "La tipologia {product_type} non è più disponibile.",
                    "The type {product_type} is no longer available."
                )
            }
            Self::ChosenTypeUnavailable => {
                say!(l, "La tipologia scelta non è disponibile.", "The chosen type is not available.")
            }
            Self::ChooseModel => say!(l, "Scegli un modello.", "Choose a model."),
            Self::ChosenModelUnavailable => {
                say!(l, "Il modello scelto non è disponibile.", "The chosen model is not available.")
            }
            Self::ModelNoLongerAvailable { model } => {
                say!(l, "Il modello {model} non è più disponibile.", "The model {model} is no longer available.")
            }
            Self::ModelUnavailable { model } => {
                say!(l, "Il modello {model} non è disponibile.", "The model {model} is not available.")
            }
            Self::ModelNotOfChosenType { model, product_type } => say!(
                l,
                "Il modello {model} non è della tipologia scelta: è della {}.",
                "The model {model} is not of the chosen type: it belongs to {}.",
                product_type.render(l)
            ),
            Self::ConfigurationQuantityOutOfRange => {
                say!(l, "La quantità deve essere tra 1 e 1.000.000.", "The quantity must be between 1 and 1,000,000.")
            }
            Self::ChosenPartUnavailable => {
                say!(l, "La parte scelta non è disponibile.", "The chosen part is not available.")
            }
            Self::PartNoLongerAvailable { part } => {
                say!(l, "La parte {part} non è più disponibile.", "The part {part} is no longer available.")
            }
            Self::PartNotOfModel { part, model } => say!(
                l,
                "La parte {part} non fa parte del modello {model}.",
                "The part {part} does not belong to the model {model}."
            ),
            Self::NegativePartQuantity { part } => say!(
                l,
                "La quantità della parte {part} non può essere negativa.",
                "The quantity of the part {part} cannot be negative."
            ),
            Self::PartPieces { part, min, max } => match (min == max, *min == 1) {
                (true, true) => {
                    say!(l, "La parte {part} va presa in 1 pezzo.", "The part {part} needs exactly 1 piece.")
                }
                (true, false) => {
                    say!(l, "La parte {part} va presa in {min} pezzi.", "The part {part} needs exactly {min} pieces.")
                }
                (false, _) => say!(
                    l,
                    "La parte {part} accetta da {min} a {max} pezzi.",
                    "The part {part} allows from {min} to {max} pieces."
                ),
            },
            Self::PartRequired { part } => {
                say!(l, "La parte {} è obbligatoria.", "The part {} is required.", part.render(l))
            }
            Self::ChosenFeatureUnavailable => {
                say!(l, "La caratteristica scelta non è disponibile.", "The chosen feature is not available.")
            }
            Self::FeatureNotOfPart { part, feature } => say!(
                l,
                "La parte {part} non prevede la caratteristica {feature}.",
                "The part {part} does not offer the feature {feature}."
            ),
            Self::OneValuePerFeature { feature, part } => say!(
                l,
                "Per {feature} della parte {part} si sceglie un solo valore.",
                "Choose only one value for {feature} of the part {part}."
            ),
            Self::ChosenAmongValues { feature } => {
                say!(l, "{feature} si sceglie tra i suoi valori.", "{feature} is chosen among its values.")
            }
            Self::ChosenValueUnavailable { feature } => say!(
                l,
                "Il valore scelto per {feature} non è disponibile.",
                "The value chosen for {feature} is not available."
            ),
            Self::ValueNoLongerAvailable { feature, value } => {
                say!(l, "{feature} {value} non è più disponibile.", "{feature} {value} is no longer available.")
            }
            Self::ValueNotOfFeature { value, feature } => {
                say!(l, "{value} non è un valore di {feature}.", "{value} is not a value of {feature}.")
            }
            Self::TakesANumber { feature } => {
                say!(l, "{feature} si indica con un numero.", "{feature} takes a number.")
            }
            Self::NumberOffRange { feature, min, max, step } => {
                let range = match max {
                    Some(max) => say!(l, "da {min} a {max}", "from {min} to {max}"),
                    None => say!(l, "da {min} in su", "from {min} up"),
                };
                say!(
                    l,
                    "{feature} accetta valori {range} a passi di {step}.",
                    "{feature} accepts values {range} in steps of {step}."
                )
            }
            Self::ChooseFeatureForPart { feature, part } => {
                let feature = feature.clone().unwrap_or_else(|| say!(l, "una caratteristica", "a feature"));
                say!(l, "Scegli {feature} per la parte {part}.", "Choose {feature} for the part {part}.")
            }
            Self::Excluded { item, with, admin } => {
                let generated = say!(
                    l,
                    "{} non è compatibile con {}",
                    "{} is not compatible with {}",
                    item.render(l),
                    joined(with, Last::And, l)
                );
                after_admin(admin.as_deref(), &generated)
            }
            Self::AlsoNeeded { with, alternatives, admin } => {
                let generated = say!(
                    l,
                    "Con {} serve anche: {}",
                    "With {} you also need: {}",
                    joined(with, Last::And, l),
                    joined(alternatives, Last::Or, l)
                );
                after_admin(admin.as_deref(), &generated)
            }
            Self::NotAvailable { with, rules } => {
                let chosen = joined_once(with, Last::And, l);
                let explained = sentences(rules, l);
                match (with.is_empty(), rules.is_empty()) {
                    (true, true) => say!(l, "Non disponibile per la tua azienda.", "Not available to your company."),
                    (true, false) => say!(l, "Non disponibile: {explained}.", "Not available: {explained}."),
                    (false, true) => say!(l, "Non disponibile con {chosen}.", "Not available with {chosen}."),
                    (false, false) => say!(
                        l,
                        "Non disponibile con {chosen}: {explained}.",
                        "Not available with {chosen}: {explained}."
                    ),
                }
            }
            Self::NoActiveType => say!(
                l,
                "La categoria non ha tipologie attive: il configuratore non avrebbe nulla da offrire. Aggiungi o \
                 riattiva una tipologia e un suo modello.",
                "The category has no active type: the configurator would have nothing to offer. Add or reactivate \
                 a type and one of its models."
            ),
            Self::NoActiveModel => say!(
                l,
                "La categoria non ha modelli attivi: il configuratore non avrebbe nulla da offrire. Aggiungi o \
                 riattiva un modello di una tipologia attiva.",
                "The category has no active model: the configurator would have nothing to offer. Add or reactivate \
                 a model of an active type."
            ),
            Self::RuleNamesOutsideItem { rule, item } => {
                say!(l, "La regola {rule}: {}", "Rule {rule}: {}", item.render(l))
            }
            Self::RuleNamesInactiveItem { rule, item } => say!(
                l,
                "La regola {rule} nomina un elemento che non è più offerto: {}. Non avrà effetto su di esso.",
                "Rule {rule} names an item that is no longer offered: {}. It will have no effect on it.",
                item.render(l)
            ),
            Self::ExcludesOwnCondition { rule, item, conditions } => say!(
                l,
                "La regola {rule} esclude {}, che è anche una sua condizione: {} non si potrà mai scegliere.",
                "Rule {rule} excludes {}, which is also one of its conditions: {} can never be chosen.",
                item.render(l),
                joined(conditions, Last::With, l)
            ),
            Self::ItemsWithoutEnglish { named, more: 0 } => say!(
                l,
                "Senza testo inglese (chi legge in inglese li vede in italiano): {}.",
                "No English text (English readers see them in Italian): {}.",
                joined(named, Last::And, l)
            ),
            Self::ItemsWithoutEnglish { named, more } => say!(
                l,
                "Senza testo inglese (chi legge in inglese li vede in italiano): {} e altri {more}.",
                "No English text (English readers see them in Italian): {} and {more} more.",
                join(named.iter().map(|name| name.render(l)).collect(), Last::With, l)
            ),
            Self::TextsWithoutEnglish { steps, rules } => {
                let mut texts: Vec<String> =
                    steps.iter().map(|step| say!(l, "il passo «{step}»", "step “{step}”")).collect();
                texts.extend(
                    rules.iter().map(|rule| say!(l, "il messaggio della regola {rule}", "the message of rule {rule}")),
                );
                say!(l, "Senza testo inglese: {}.", "No English text: {}.", join(texts, Last::And, l))
            }
            Self::ForCompany { company, finding } => {
                say!(l, "Per {company}: {}", "For {company}: {}", finding.render(l))
            }
            Self::NoValidConfiguration { rules } => say!(
                l,
                "Il configuratore non ammette nessuna configurazione valida: {}.",
                "The configurator admits no valid configuration: {}.",
                explanation(rules, l)
            ),
            Self::NeverSelectable { item, rules } => say!(
                l,
                "{} non si potrà mai scegliere: {}.",
                "{} can never be chosen: {}.",
                item.render(l),
                explanation(rules, l)
            ),
            Self::RequiredNeverSelectable { model, part } => say!(
                l,
                "{} richiede {}, che non si potrà mai scegliere: il modello non sarà mai valido.",
                "{} requires {}, which can never be chosen: the model will never be valid.",
                model.render(l),
                part.render(l)
            ),
            Self::NeverSelectableWithModel { part, model, rules } => say!(
                l,
                "{} non si potrà mai scegliere con {}: {}.",
                "{} can never be chosen with {}: {}.",
                part.render(l),
                model.render(l),
                explanation(rules, l)
            ),
            Self::AlwaysNecessary { part, model } => say!(
                l,
                "{} è facoltativa in {}, ma le regole la rendono sempre necessaria.",
                "{} is optional in {}, but the rules always make it necessary.",
                part.render(l),
                model.render(l)
            ),
            Self::RedundantRule { rule } => say!(
                l,
                "La regola {rule} è già garantita dalle altre: si può togliere.",
                "Rule {rule} already follows from the others: it can be removed."
            ),
            Self::DefinitionRequired => say!(l, "Campo obbligatorio.", "Required field."),
            Self::TooManySteps { max } => say!(l, "Al massimo {max} passi.", "At most {max} steps."),
            Self::TitleRequired => say!(l, "Il titolo è obbligatorio.", "The title is required."),
            Self::StepOutOfOrder { expected } => {
                let expected = match expected {
                    ExpectedStep::TypeOrModel => {
                        say!(l, "il passo della tipologia o del modello", "the type or model step")
                    }
                    ExpectedStep::Model => say!(l, "il passo del modello", "the model step"),
                    ExpectedStep::Parts => say!(l, "il passo delle parti", "the parts step"),
                    ExpectedStep::Features => say!(l, "un passo delle caratteristiche", "a features step"),
                    ExpectedStep::FeaturesOrSummary => say!(
                        l,
                        "un altro passo delle caratteristiche o il riepilogo",
                        "another features step or the summary"
                    ),
                    ExpectedStep::None => {
                        say!(l, "nessun altro passo: il riepilogo è l'ultimo", "none, the summary is the last step")
                    }
                };
                say!(
                    l,
                    "Passo fuori ordine: qui è atteso {expected}.",
                    "Step out of order: the next one should be {expected}."
                )
            }
            Self::StepsOrder => say!(
                l,
                "I passi sono, in quest'ordine: tipologia (facoltativa), modello, parti, una o più caratteristiche, \
                 riepilogo.",
                "The steps are, in this order: type (optional), model, parts, one or more features, summary."
            ),
            Self::TooManyRules { max } => say!(l, "Al massimo {max} regole.", "At most {max} rules."),
            Self::RuleIdRequired => {
                say!(l, "L'identificativo della regola è obbligatorio.", "The rule's identifier is required.")
            }
            Self::RuleIdLength { max_chars } => {
                say!(l, "Da 1 a {max_chars} caratteri.", "From 1 to {max_chars} characters.")
            }
            Self::RuleAlreadyDefined { rule } => {
                say!(l, "La regola {rule} è già definita.", "The rule {rule} is already defined.")
            }
            Self::ItemNeeded => say!(l, "Serve almeno un elemento.", "At least one item is needed."),
            Self::TooManyItems { max } => say!(l, "Al massimo {max} elementi.", "At most {max} items."),
            Self::NoSuchAttribute { id } => {
                say!(l, "L'attributo n. {id} non esiste.", "Attribute no. {id} does not exist.")
            }
            Self::AttributeRepeated { id } => {
                say!(l, "L'attributo n. {id} è ripetuto.", "Attribute no. {id} is repeated.")
            }
            Self::FeatureNotOffered { feature, id } => {
                let name = named_or_numbered(feature.as_deref(), *id, l);
                say!(
                    l,
                    "La caratteristica {name} non è offerta dalle parti di questa categoria.",
                    "The feature {name} is not offered by the parts of this category."
                )
            }
            Self::FeatureAskedTwice { feature, id } => {
                let name = named_or_numbered(feature.as_deref(), *id, l);
                say!(
                    l,
                    "La caratteristica {name} è già chiesta in un altro passo.",
                    "The feature {name} is already asked in another step."
                )
            }
            Self::RuleNamesFeature => say!(
                l,
                "Una regola nomina tipologie, modelli, parti e valori, non caratteristiche.",
                "A rule names types, models, parts and values, not features."
            ),
            Self::NotOfCategory { item } => item.render(l),
            Self::NoSuchCategory => say!(l, "La categoria non esiste.", "The category does not exist."),
            Self::ConfiguratorItemNotFound => {
                say!(l, "Configuratore: elemento non trovato.", "Configurator: item not found.")
            }
            Self::WrongStatus { status, refused } => {
                let status = match status {
                    ConfiguratorStatus::Draft => say!(l, "bozza", "a draft"),
                    ConfiguratorStatus::Published => say!(l, "pubblicato", "published"),
                    ConfiguratorStatus::Archived => say!(l, "archiviato", "archived"),
                };
                let refused = match refused {
                    Refused::Change => say!(l, "si modificano solo le bozze", "only drafts can be changed"),
                    Refused::Delete => say!(l, "si eliminano solo le bozze", "only drafts can be deleted"),
                    Refused::Publish => say!(l, "si pubblicano solo le bozze", "only drafts can be published"),
                    Refused::NewDraft => say!(
                        l,
                        "si crea una nuova bozza solo da un configuratore pubblicato",
                        "a new draft can only be made from a published configurator"
                    ),
                    Refused::ArchiveAgain => say!(l, "non si può archiviare di nuovo", "it cannot be archived again"),
                };
                say!(l, "Il configuratore è {status}: {refused}.", "The configurator is {status}: {refused}.")
            }
            Self::PublishedConcurrently => say!(
                l,
                "Un altro configuratore della categoria è stato pubblicato nello stesso momento: riprova.",
                "Another configurator of the category was published at the same moment: please try again."
            ),
            Self::ConfiguratorNotFound => say!(l, "Configuratore non trovato.", "Configurator not found."),
            Self::TooManyPins { max } => {
                say!(l, "Si possono fissare al massimo {max} scelte.", "At most {max} choices can be pinned.")
            }
            Self::TargetWithoutBound => {
                say!(l, "Un obiettivo ha almeno un limite.", "A target has at least one bound.")
            }
            Self::MinimumAboveMaximum => say!(l, "Il minimo supera il massimo.", "The minimum is above the maximum."),
            Self::OneTargetPerFeature => {
                say!(l, "Una caratteristica ha un solo obiettivo.", "A feature has one target.")
            }
        }
    }
}

impl ItemName {
    pub fn render(&self, language: Language) -> String {
        let l = language;
        match &*self.0 {
            Named::Type(name) => say!(l, "Tipologia {name}", "Type {name}"),
            Named::Model(name) => say!(l, "Modello {name}", "Model {name}"),
            Named::Part(name) | Named::Feature(name) => name.clone(),
            Named::Value { feature: Some(feature), label } => format!("{feature} {label}"),
            Named::Value { feature: None, label } => label.clone(),
            Named::Missing { kind, id } => match kind {
                ItemKind::Type => say!(l, "Tipologia n. {id}", "Type no. {id}"),
                ItemKind::Model => say!(l, "Modello n. {id}", "Model no. {id}"),
                ItemKind::Part => say!(l, "Parte n. {id}", "Part no. {id}"),
                ItemKind::FeatureValue => say!(l, "Valore n. {id}", "Value no. {id}"),
                ItemKind::Feature => say!(l, "Caratteristica n. {id}", "Feature no. {id}"),
            },
            Named::OnPart { part, value } => format!("{} · {}", part.render(l), value.render(l)),
            Named::Unavailable => {
                say!(l, "una scelta non disponibile per la tua azienda", "a choice not available to your company")
            }
            Named::Target { feature, min, max, unit } => {
                let name = feature.render(l);
                let unit = unit.as_ref().map(|unit| format!(" {unit}")).unwrap_or_default();
                match (min, max) {
                    (Some(min), Some(max)) if min == max => format!("{name} = {min}{unit}"),
                    (Some(min), Some(max)) => format!("{name} {min}–{max}{unit}"),
                    (Some(min), None) => format!("{name} ≥ {min}{unit}"),
                    (None, Some(max)) => format!("{name} ≤ {max}{unit}"),
                    (None, None) => name,
                }
            }
        }
    }
}

impl RuleSentence {
    /// Each side names every item once.
    fn render(&self, language: Language) -> String {
        let when = joined_once(&self.when, Last::And, language);
        match self.kind {
            RuleKind::Excludes => {
                let then = joined_once(&self.then, Last::And, language);
                say!(language, "{when} esclude {then}", "{when} excludes {then}")
            }
            RuleKind::Requires => {
                let then = joined_once(&self.then, Last::Or, language);
                say!(language, "{when} richiede {then}", "{when} requires {then}")
            }
        }
    }
}

impl OutsideItem {
    /// "Il modello n. 7 non esiste o non è di questa categoria."
    fn render(&self, language: Language) -> String {
        let l = language;
        match self {
            Self::OfAnotherCategory(name) => {
                say!(l, "{} non è di questa categoria.", "{} does not belong to this category.", name.render(l))
            }
            Self::Absent { kind, id } => {
                let what = match kind {
                    ItemKind::Type => say!(l, "La tipologia", "Type"),
                    ItemKind::Model => say!(l, "Il modello", "Model"),
                    ItemKind::Part => say!(l, "La parte", "Part"),
                    ItemKind::FeatureValue => say!(l, "Il valore", "Value"),
                    ItemKind::Feature => say!(l, "La caratteristica", "Feature"),
                };
                say!(
                    l,
                    "{what} n. {id} non esiste o non è di questa categoria.",
                    "{what} no. {id} does not exist or does not belong to this category."
                )
            }
        }
    }
}

/// "A", "A e B", "A, B e C" (or with " o ", " con "; " and ", " or ", " with " in English).
fn joined(names: &[ItemName], last: Last, language: Language) -> String {
    join(names.iter().map(|name| name.render(language)).collect(), last, language)
}

/// As [`joined`], each text once: a choice and a pin of one item, or several hidden items, are one name.
fn joined_once(names: &[ItemName], last: Last, language: Language) -> String {
    let mut texts: Vec<String> = Vec::with_capacity(names.len());
    for text in names.iter().map(|name| name.render(language)) {
        if !texts.contains(&text) {
            texts.push(text);
        }
    }
    join(texts, last, language)
}

fn join(mut texts: Vec<String>, last: Last, language: Language) -> String {
    let Some(final_text) = texts.pop() else { return String::new() };
    if texts.is_empty() {
        return final_text;
    }
    let separator = match last {
        Last::And => say!(language, " e ", " and "),
        Last::Or => say!(language, " o ", " or "),
        Last::With => say!(language, " con ", " with "),
    };
    format!("{}{separator}{final_text}", texts.join(", "))
}

/// The rules as clauses of one sentence.
fn sentences(rules: &[RuleSentence], language: Language) -> String {
    rules.iter().map(|rule| rule.render(language)).collect::<Vec<_>>().join("; ")
}

/// Why the rule check finds something impossible: its rules, or that the catalogue does not offer it whole.
fn explanation(rules: &[RuleSentence], language: Language) -> String {
    if rules.is_empty() {
        say!(language, "non è offerto per intero", "it is not wholly offered")
    } else {
        sentences(rules, language)
    }
}

/// The admin's message followed by the generated explanation in parentheses, or the explanation alone.
fn after_admin(admin: Option<&str>, generated: &str) -> String {
    match admin {
        Some(message) => format!("{message} ({generated})."),
        None => format!("{generated}."),
    }
}

/// A feature's name, or its number when the catalogue does not know it.
fn named_or_numbered(name: Option<&str>, id: i64, language: Language) -> String {
    name.map_or_else(|| say!(language, "n. {id}", "no. {id}"), str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(texts: &[&str]) -> Vec<ItemName> {
        texts.iter().map(|text| Named::Part((*text).to_owned()).into()).collect()
    }

    #[test]
    fn names_join_with_commas_and_a_last_separator() {
        let it = Language::It;
        assert_eq!(joined(&names(&[]), Last::And, it), "");
        assert_eq!(joined(&names(&["A"]), Last::And, it), "A");
        assert_eq!(joined(&names(&["A", "B"]), Last::And, it), "A e B");
        assert_eq!(joined(&names(&["A", "B", "C"]), Last::Or, it), "A, B o C");
        let english =
            [Last::And, Last::Or, Last::With].map(|last| joined(&names(&["A", "B", "C"]), last, Language::En));
        assert_eq!(english, ["A, B and C", "A, B or C", "A, B with C"]);
        assert_eq!(joined_once(&names(&["A", "B", "A"]), Last::And, it), "A e B");
    }

    #[test]
    fn the_admin_message_comes_first_with_the_explanation_in_parentheses() {
        let excluded = |admin: Option<&str>| Engine::Excluded {
            item: Named::Part("X".into()).into(),
            with: vec![Named::Model("Oslo".into()).into()],
            admin: admin.map(str::to_owned),
        };
        assert_eq!(excluded(None).render(Language::It), "X non è compatibile con Modello Oslo.");
        assert_eq!(
            excluded(Some("Il velluto non va su Oslo")).render(Language::It),
            "Il velluto non va su Oslo (X non è compatibile con Modello Oslo)."
        );
        assert_eq!(excluded(None).render(Language::En), "X is not compatible with Model Oslo.");
    }

    #[test]
    fn the_price_cap_is_written_as_each_language_writes_money() {
        let cap = Engine::TotalOverMaximum { max_cents: 1_000_000_000_000 };
        assert_eq!(
            cap.render(Language::It),
            "Il prezzo supera il massimo di 10.000.000.000,00 €: riduci le quantità o le misure."
        );
        assert_eq!(
            cap.render(Language::En),
            "The price passes the maximum of €10,000,000,000.00: reduce the quantities or the sizes."
        );
    }
}
