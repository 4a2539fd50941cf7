//! Price arithmetic, in integer euro cents (VAT excluded); no floating point anywhere.
//!
//! - Each line's `total` is `unit_price × quantity`. The lines are: the model's base price (quantity 1);
//!   each included part's price × its quantity; each chosen feature value's price delta (which may be
//!   negative) × that part's quantity; each numeric feature, whose unit price is
//!   `unit_price × ((value − min) / step)` (the value is a whole number of steps above the minimum), ×
//!   that part's quantity.
//! - `list_total` is the sum of the lines: one unit of the configuration at list prices.
//! - `discount` is `list_total × discount_percent / 100`, rounded to the cent **half away from zero**:
//!   a remainder of half a cent or more rounds up in magnitude (12 % of 999 = 119.88 → 120; 50 % of 1 =
//!   0.5 → 1; 50 % of −1 = −0.5 → −1; 12 % of 1,004 = 120.48 → 120).
//! - `net_total = list_total − discount`; `grand_total = net_total × quantity`.
//! - Every intermediate is computed exactly in `i128` (it holds any product of two `i64` and any sum of
//!   fewer than 2⁶³ of them), so no input can make the arithmetic panic or wrap.
//! - No amount of a configuration may pass [`MAX_TOTAL_CENTS`] in magnitude: [`Price::within_limit`] says
//!   whether every line and total stays inside it, and the evaluation makes a configuration that does not
//!   invalid (`total_out_of_range`). Only then is an amount narrowed to the `i64` it is stored in; the
//!   narrowing saturates, so a figure beyond the limit is never mistaken for one within it.

use super::model::{Price, PriceLine};

/// The largest amount, in cents, any line or total of a configuration may reach in magnitude: ten billion
/// euro, far above any real order and far below where `i64` cents run out.
pub const MAX_TOTAL_CENTS: i64 = 1_000_000_000_000;

/// Narrows an `i128` to `i64`, saturating.
pub(crate) fn saturate(value: i128) -> i64 {
    i64::try_from(value).unwrap_or(if value < 0 { i64::MIN } else { i64::MAX })
}

/// `numerator / denominator` rounded half away from zero; `denominator` must be positive.
pub(crate) fn div_round_half_away(numerator: i128, denominator: i128) -> i128 {
    let quotient = numerator / denominator;
    let remainder = numerator % denominator;
    if remainder.abs() * 2 >= denominator { quotient + numerator.signum() } else { quotient }
}

/// The discount on a list total, rounded half away from zero to the cent.
pub fn discount(list_total: i64, discount_percent: i32) -> i64 {
    saturate(div_round_half_away(i128::from(list_total) * i128::from(discount_percent), 100))
}

/// A line whose total is `unit_price × quantity`, saturating (see [`MAX_TOTAL_CENTS`]).
pub(crate) fn line(label: String, item: Option<super::model::ItemRef>, unit_price: i64, quantity: i64) -> PriceLine {
    let total = saturate(i128::from(unit_price) * i128::from(quantity));
    PriceLine { label, item, unit_price, quantity, total }
}

/// Totals the lines: list total, discount, net total and grand total for `quantity` units.
pub fn price(lines: Vec<PriceLine>, discount_percent: i32, quantity: i64) -> Price {
    let list_total = saturate(lines.iter().map(|line| i128::from(line.total)).sum());
    let discount = discount(list_total, discount_percent);
    let net_total = saturate(i128::from(list_total) - i128::from(discount));
    let grand_total = saturate(i128::from(net_total) * i128::from(quantity));
    Price { lines, list_total, discount_percent, discount, net_total, quantity, grand_total }
}

impl Price {
    /// Every line (its unit price and total) and every total stays within [`MAX_TOTAL_CENTS`].
    pub fn within_limit(&self) -> bool {
        let within = |amount: i64| amount.unsigned_abs() <= MAX_TOTAL_CENTS.unsigned_abs();
        self.lines.iter().all(|line| within(line.unit_price) && within(line.total))
            && [self.list_total, self.discount, self.net_total, self.grand_total].into_iter().all(within)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discounts_round_half_away_from_zero() {
        assert_eq!(discount(999, 12), 120); // 119.88
        assert_eq!(discount(1_004, 12), 120); // 120.48
        assert_eq!(discount(1, 50), 1); // 0.5
        assert_eq!(discount(-1, 50), -1); // -0.5
        assert_eq!(discount(3, 50), 2); // 1.5
        assert_eq!(discount(-3, 50), -2); // -1.5
        assert_eq!(discount(149, 1), 1); // 1.49
        assert_eq!(discount(-149, 1), -1); // -1.49
        assert_eq!(discount(1_000, 0), 0);
        assert_eq!(discount(1_000, 100), 1_000);
        assert_eq!(discount(i64::MAX, 100), i64::MAX);
        assert_eq!(discount(i64::MIN, 100), i64::MIN);
        assert_eq!(discount(i64::MAX, i32::MAX), i64::MAX);
        assert_eq!(discount(i64::MAX, i32::MIN), i64::MIN);
    }

    #[test]
    fn totals_saturate_instead_of_overflowing() {
        let lines = vec![line("A".into(), None, i64::MAX, 2), line("B".into(), None, i64::MAX, i64::MAX)];
        assert_eq!(lines[0].total, i64::MAX);
        let priced = price(lines, 12, i64::MAX);
        assert_eq!(priced.list_total, i64::MAX);
        assert_eq!(priced.grand_total, i64::MAX);
        let negative = price(vec![line("C".into(), None, i64::MIN, 3)], -50, i64::MAX);
        assert_eq!(negative.list_total, i64::MIN);
        assert_eq!(negative.grand_total, i64::MIN);
    }

    #[test]
    fn a_price_is_within_the_limit_up_to_ten_billion_euro_in_every_line_and_total() {
        let at_limit = price(vec![line("A".into(), None, MAX_TOTAL_CENTS, 1)], 0, 1);
        assert!(at_limit.within_limit());
        let negative = price(vec![line("A".into(), None, -MAX_TOTAL_CENTS, 1)], 0, 1);
        assert!(negative.within_limit());
        // Each part of the figure passing the limit on its own: a line, the sum of lines, the quantity.
        assert!(!price(vec![line("A".into(), None, MAX_TOTAL_CENTS + 1, 1)], 0, 1).within_limit());
        assert!(!price(vec![line("A".into(), None, 1, MAX_TOTAL_CENTS + 1)], 0, 1).within_limit());
        let two_halves = vec![line("A".into(), None, MAX_TOTAL_CENTS / 2 + 1, 1); 2];
        assert!(!price(two_halves, 0, 1).within_limit());
        assert!(!price(vec![line("A".into(), None, MAX_TOTAL_CENTS / 2 + 1, 1)], 0, 2).within_limit());
        // A discount can bring a list total back within the limit, but the list total itself still counts.
        assert!(!price(vec![line("A".into(), None, MAX_TOTAL_CENTS + 2, 1)], 50, 1).within_limit());
        // Saturated figures are beyond the limit, never mistaken for large valid ones.
        assert!(!price(vec![line("A".into(), None, i64::MAX, i64::MAX)], 0, i64::MAX).within_limit());
    }

    #[test]
    fn net_and_grand_totals() {
        let priced = price(vec![line("Oslo".into(), None, 100_000, 1), line("Pouf".into(), None, 15_000, 2)], 12, 3);
        assert_eq!(priced.list_total, 130_000);
        assert_eq!(priced.discount, 15_600);
        assert_eq!(priced.net_total, 114_400);
        assert_eq!(priced.grand_total, 343_200);
        assert_eq!(priced.quantity, 3);
        assert_eq!(priced.discount_percent, 12);
    }
}
