//! Who the client is: the address that rate limits count and the access log shows.
//!
//! The TCP peer is the client unless it is one of our own proxies (`TRUSTED_PROXIES`, addresses or
//! CIDRs; none by default). Behind trusted proxies, `X-Forwarded-For` is read from the right, each hop
//! appending the address it saw: the first address that is not a trusted proxy is the client. Anything
//! left of it was written by the client itself and is never believed.

use std::net::IpAddr;

use actix_web::HttpRequest;
use actix_web::dev::ServiceRequest;
use actix_web::http::header::HeaderMap;
use actix_web::web;
use ipnet::IpNet;

const FORWARDED_FOR: &str = "x-forwarded-for";

/// The proxies whose `X-Forwarded-For` is believed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    /// A comma-separated list of addresses (`10.0.0.7`) and networks (`172.16.0.0/12`).
    pub fn parse(list: &str) -> Result<Self, String> {
        list.split(',')
            .map(str::trim)
            .filter(|entry| !entry.is_empty())
            .map(|entry| {
                entry
                    .parse::<IpNet>()
                    .or_else(|_| entry.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| format!("not an address or a CIDR: {entry:?}"))
            })
            .collect::<Result<_, _>>()
            .map(TrustedProxies)
    }

    fn trusts(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.0.iter().any(|net| net.contains(&address))
    }

    /// The client's address, given the TCP peer and the request's headers.
    pub fn client(&self, peer: Option<IpAddr>, headers: &HeaderMap) -> Option<IpAddr> {
        let mut client = peer?;
        if !self.trusts(client) {
            return Some(client);
        }
        let hops = headers.get_all(FORWARDED_FOR).filter_map(|value| value.to_str().ok()).flat_map(|v| v.split(','));
        let hops: Vec<&str> = hops.collect();
        for hop in hops.into_iter().rev() {
            // A hop a trusted proxy could not have written: the trusted one nearest to it is the client.
            let Ok(address) = hop.trim().parse::<IpAddr>() else { break };
            client = address;
            if !self.trusts(address) {
                break;
            }
        }
        Some(client)
    }
}

fn trusted(data: Option<&web::Data<TrustedProxies>>) -> &TrustedProxies {
    static NONE: TrustedProxies = TrustedProxies(Vec::new());
    data.map_or(&NONE, |data| data.get_ref())
}

fn shown(address: Option<IpAddr>) -> String {
    address.map_or_else(|| "unknown".into(), |address| address.to_canonical().to_string())
}

/// The client's address, for rate limits.
pub fn client_address(req: &HttpRequest) -> String {
    let peer = req.peer_addr().map(|addr| addr.ip());
    shown(trusted(req.app_data()).client(peer, req.headers()))
}

/// The client's address, for the access log.
pub fn logged_client_address(req: &ServiceRequest) -> String {
    let peer = req.peer_addr().map(|addr| addr.ip());
    shown(trusted(req.app_data()).client(peer, req.headers()))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use actix_web::http::header::{HeaderName, HeaderValue};

    use super::*;

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(HeaderName::from_static(FORWARDED_FOR), HeaderValue::from_str(value).unwrap());
        }
        headers
    }

    fn ip(text: &str) -> Option<IpAddr> {
        Some(text.parse().unwrap())
    }

    #[test]
    fn by_default_no_header_is_believed() {
        let none = TrustedProxies::default();
        assert_eq!(none.client(ip("203.0.113.9"), &forwarded(&["198.51.100.1"])), ip("203.0.113.9"));
    }

    #[test]
    fn behind_trusted_proxies_the_first_untrusted_hop_from_the_right_is_the_client() {
        let proxies = TrustedProxies::parse("10.0.0.0/8, 192.168.1.5").unwrap();
        let headers = forwarded(&["1.2.3.4, 198.51.100.7", "10.1.1.1"]);
        assert_eq!(
            proxies.client(ip("192.168.1.5"), &headers),
            ip("198.51.100.7"),
            "1.2.3.4 is the client's own claim"
        );
        assert_eq!(
            proxies.client(ip("203.0.113.9"), &headers),
            ip("203.0.113.9"),
            "an untrusted peer's header is ignored"
        );
        assert_eq!(proxies.client(ip("10.0.0.2"), &HeaderMap::new()), ip("10.0.0.2"), "no header: the proxy itself");
        assert_eq!(proxies.client(ip("10.0.0.2"), &forwarded(&["garbage, 10.3.3.3"])), ip("10.3.3.3"));
        assert_eq!(proxies.client(ip("::ffff:10.0.0.2"), &forwarded(&["198.51.100.7"])), ip("198.51.100.7"));
    }

    #[test]
    fn a_list_that_is_not_addresses_is_refused() {
        assert!(TrustedProxies::parse("10.0.0.0/33").is_err());
        assert!(TrustedProxies::parse("proxy.local").is_err());
        assert_eq!(TrustedProxies::parse(" ").unwrap(), TrustedProxies::default());
    }
}
