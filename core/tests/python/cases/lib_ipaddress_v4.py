import ipaddress as ip

a = ip.IPv4Address("192.168.1.10")
print(repr(a), str(a), int(a), a.version, a.max_prefixlen, a.packed, a.compressed, a.exploded)
print(a + 300, a - 10, ip.IPv4Address(3232235786), ip.IPv4Address(b"\x7f\x00\x00\x01"), ip.ip_address(16909060))
print(a == ip.ip_address("192.168.1.10"), a < ip.ip_address("192.168.1.11"), a >= a, a != "192.168.1.10", hash(a) == hash(ip.IPv4Address(int(a))))
print(sorted(ip.ip_address(s) for s in ["10.0.0.2", "9.255.255.255", "10.0.0.10", "1.1.1.1"]))
print(a.reverse_pointer, format(a, "b"), format(a, "#x"), format(a, "_X"), format(a, "#_n"), format(a, "s"), f"{a:>16s}|")
for s in ["0.0.0.0", "127.0.0.1", "10.1.2.3", "172.31.255.255", "172.32.0.0", "169.254.1.1", "224.0.0.251",
          "240.0.0.1", "255.255.255.255", "100.64.0.1", "8.8.8.8", "192.0.2.55", "198.18.0.1"]:
    x = ip.ip_address(s)
    flags = [n for n in ("is_private", "is_global", "is_loopback", "is_multicast", "is_reserved", "is_link_local", "is_unspecified") if getattr(x, n)]
    print(f"{s:>16} {' '.join(flags)}")
for bad in ["", "1.2.3", "1.2.3.4.5", "1.2.3.256", "01.2.3.4", "1.2.3.x", "1.2..4", "1.2.3.1234", "1.2.3.4/8", " 1.2.3.4", "١.2.3.4"]:
    try:
        ip.IPv4Address(bad)
    except ip.AddressValueError as e:
        print(f"{bad!r}: {e}")
for bad in [-1, 2 ** 32, b"\x01\x02\x03"]:
    try:
        ip.IPv4Address(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    ip.ip_address("300.1.1.1")
except ValueError as e:
    print(type(e).__name__, e)
try:
    a + 2 ** 32
except ip.AddressValueError as e:
    print("overflow:", e)
try:
    a < ip.IPv6Address("::1")
except TypeError as e:
    print("TypeError:", e)
try:
    a < 5
except TypeError as e:
    print("TypeError:", e)
print(ip.v4_int_to_packed(1), ip.IPV4LENGTH, ip.IPV6LENGTH, isinstance(ip.AddressValueError("x"), ValueError))
try:
    ip.v4_int_to_packed(2 ** 32)
except ValueError as e:
    print("ValueError:", e)

i = ip.IPv4Interface("192.168.5.7/24")
print(repr(i), i, i.ip, i.network, i.netmask, i.hostmask, i.with_prefixlen, i.with_netmask, i.with_hostmask)
print(ip.ip_interface("10.1.2.3/255.255.0.0"), ip.ip_interface("10.1.2.3/0.0.255.255"), ip.ip_interface("10.1.2.3"), ip.IPv4Interface((167772161, 8)))
print(i == ip.IPv4Interface("192.168.5.7/24"), i == ip.IPv4Interface("192.168.5.7/25"), i == ip.IPv4Address("192.168.5.7"), i.is_private, isinstance(i, ip.IPv4Address))
print(sorted([ip.IPv4Interface("10.0.0.5/24"), ip.IPv4Interface("10.0.0.1/24"), ip.IPv4Interface("10.0.0.1/16")]))
