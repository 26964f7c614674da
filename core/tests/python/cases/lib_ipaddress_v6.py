import ipaddress as ip

for s in ["2001:db8::1", "2001:0db8:0000:0000:0000:ff00:0042:8329", "::", "::1", "1:0:0:2:0:0:0:3",
          "1:0:0:2:0:0:3:4", "0:0:1::", "::ffff:192.0.2.128", "2001:DB8:0:0:1::1", "1:2:3:4:5:6:7:8", "1::", "::2:3:4:5:6:7:8", "1:2:3:4:5:6::"]:
    a = ip.ip_address(s)
    print(f"{s:>40} -> {str(a):<28} {a.exploded}")
a = ip.IPv6Address("2001:db8::8a2e:370:7334")
print(repr(a), int(a), a.packed.hex(), a.version, a.max_prefixlen, a + 1, a - 0x7334, a.reverse_pointer)
print(format(a, "x"), format(a, "#_X"), format(ip.IPv6Address("::1"), "n"), format(a, "_b")[-20:], f"{a:>30s}|")
s = ip.IPv6Address("fe80::1%eth0")
try:
    s.exploded
except ip.AddressValueError as e:
    print("exploded:", e)
print(repr(s), s.scope_id, s == ip.IPv6Address("fe80::1"), s == ip.IPv6Address("fe80::1%eth0"), ip.IPv6Address("fe80::1").scope_id)
m = ip.IPv6Address("::ffff:10.1.2.3")
print(m.ipv4_mapped, m.is_private, ip.IPv6Address("::ffff:8.8.8.8").is_global, ip.IPv6Address("2002:c000:204::1").sixtofour, ip.IPv6Address("2001::1").sixtofour)
print(ip.IPv6Address("2001:0000:4136:e378:8000:63bf:3fff:fdd2").teredo, ip.IPv6Address("::1").teredo, ip.IPv6Address("::1").ipv4_mapped)
for t in ["::", "::1", "fe80::abcd", "fec0::1", "fc00::5", "ff02::1", "2001:db8::", "2606:4700::1111", "100::1", "4000::1"]:
    x = ip.ip_address(t)
    flags = [f for f in ("is_private", "is_global", "is_loopback", "is_multicast", "is_reserved", "is_link_local", "is_site_local", "is_unspecified") if getattr(x, f)]
    print(f"{t:>16} {' '.join(flags)}")
for bad in ["", ":", "1:2", "1::2::3", ":1::2", "1::2:", "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7::8", "12345::", "g::1",
            "::1.2.3", "::1.2.3.256", "1:2:3:4:5:6:7:8:", "fe80::1%", "fe80::1%a%b", "::/64", "1:2:3:4:5:6:1.2.3.4:5"]:
    try:
        ip.IPv6Address(bad)
    except ip.AddressValueError as e:
        print(f"{bad!r}: {e}")
for bad in [-5, 2 ** 128, b"\x00" * 15]:
    try:
        ip.IPv6Address(bad)
    except ValueError as e:
        print(e)
n = ip.ip_network("2001:db8:abcd:12::/64")
print(repr(n), n.network_address, n.broadcast_address, n.netmask, n.hostmask, n.num_addresses, n.exploded, n.with_netmask)
print(list(n.subnets(new_prefix=66)), n.supernet(new_prefix=48), n[1], n[-1], ip.ip_address("2001:db8:abcd:12::ffff") in n)
t = ip.ip_network("2001:db8::/126")
print(list(t), list(t.hosts()), list(ip.ip_network("2001:db8::/127").hosts()), ip.ip_network("2001:db8::1/128").hosts())
print(ip.ip_network("2001:db8::1/64", strict=False), ip.IPv6Network(("2001:db8::", 32)), ip.IPv6Network(1), ip.ip_network("fe80::/10").is_link_local, ip.ip_network("fec0::/16").is_site_local)
for bad in ["2001:db8::1/64", "2001:db8::/129", "2001:db8::/ffff::", "2001:db8::/64/1"]:
    try:
        ip.IPv6Network(bad)
    except ValueError as e:
        print(f"{bad!r}: {type(e).__name__}: {e}")
i = ip.ip_interface("2001:db8::5/64")
print(repr(i), i.ip, i.network, i.with_prefixlen, i.with_netmask, i.with_hostmask, i.exploded, i.is_loopback, ip.IPv6Interface("::1/128").is_loopback)
print(ip.ip_interface("fe80::1%eth0/64"), ip.IPv6Interface("::/0").is_unspecified, ip.IPv6Interface("::").is_unspecified)
print(ip.v6_int_to_packed(1).hex(), ip.ip_address(2 ** 32), ip.ip_address(b"\x00" * 15 + b"\x01"))
for bad in ["x", "1.2.3.4/24", 2 ** 129]:
    for f in (ip.ip_address, ip.ip_network, ip.ip_interface):
        try:
            f(bad)
        except ValueError as e:
            print(f.__name__, e)
