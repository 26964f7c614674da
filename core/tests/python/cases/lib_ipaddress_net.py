import ipaddress as ip

n = ip.ip_network("192.168.0.0/22")
print(repr(n), n.network_address, n.broadcast_address, n.netmask, n.hostmask, n.prefixlen, n.num_addresses)
print(n.with_prefixlen, n.with_netmask, n.with_hostmask, n.exploded, n.compressed, n.version, n.max_prefixlen)
print(n[0], n[1], n[-1], n[1023], ip.ip_address("192.168.3.200") in n, ip.ip_address("192.168.4.0") in n, ip.ip_network("192.168.1.0/24") in n)
try:
    n[1024]
except IndexError as e:
    print("IndexError:", e)
print(list(n.subnets()), list(n.subnets(prefixlen_diff=2)))
print([str(s) for s in n.subnets(new_prefix=24)], n.supernet(), n.supernet(prefixlen_diff=6), n.supernet(new_prefix=16))
small = ip.ip_network("10.0.0.0/30")
print(list(small), list(small.hosts()), list(ip.ip_network("10.0.0.0/31").hosts()), ip.ip_network("10.0.0.7/32").hosts())
print(list(ip.ip_network("10.0.0.9/32").subnets()), ip.ip_network("0.0.0.0/0").supernet(), ip.ip_network("0.0.0.0/0").num_addresses)
print(ip.ip_network("10.1.2.3/8", strict=False), ip.IPv4Network("10.0.0.0/255.0.0.0"), ip.IPv4Network("10.0.0.0/0.255.255.255"), ip.IPv4Network(("10.0.0.0", 8)), ip.IPv4Network((167772160, "8")))
print(ip.IPv4Network("1.2.3.4"), ip.IPv4Network(16909060), ip.IPv4Network(b"\x01\x02\x03\x04"), ip.ip_network(ip.ip_address("5.6.7.8")))
for bad in ["10.1.2.3/8", "10.0.0.0/33", "10.0.0.0/255.0.255.0", "10.0.0.0/x", "10.0.0.0/8/8", "10.0.0.0/-1", "10.0.0.0/ 8", "10.0.0.256/8"]:
    try:
        ip.IPv4Network(bad)
    except ValueError as e:
        print(f"{bad!r}: {type(e).__name__}: {e}")
try:
    ip.ip_network("10.1.2.3/8")
except ValueError as e:
    print(type(e).__name__, e)
for bad in [dict(new_prefix=20), dict(prefixlen_diff=-1), dict(prefixlen_diff=20), dict(prefixlen_diff=2, new_prefix=24)]:
    try:
        list(n.subnets(**bad))
    except ValueError as e:
        print("subnets", bad, e)
for bad in [dict(new_prefix=23), dict(prefixlen_diff=30), dict(prefixlen_diff=2, new_prefix=20)]:
    try:
        n.supernet(**bad)
    except ValueError as e:
        print("supernet", bad, e)
a, b, c = ip.ip_network("10.0.0.0/16"), ip.ip_network("10.0.128.0/17"), ip.ip_network("10.1.0.0/16")
print(a.overlaps(b), a.overlaps(c), b.subnet_of(a), a.supernet_of(b), c.subnet_of(a), a.compare_networks(c), c.compare_networks(a), a.compare_networks(a))
print(sorted([c, b, a, ip.ip_network("10.0.0.0/8")]), a < c, a == ip.ip_network("10.0.0.0/16"), hash(a) == hash(ip.IPv4Network("10.0.0.0/16")), a != c)
for s in ["10.0.0.0/8", "192.168.0.0/16", "100.64.0.0/10", "100.0.0.0/8", "224.0.0.0/24", "127.0.0.0/8", "169.254.0.0/16", "240.0.0.0/8", "0.0.0.0/32", "8.0.0.0/8"]:
    x = ip.ip_network(s)
    flags = [f for f in ("is_private", "is_global", "is_loopback", "is_multicast", "is_reserved", "is_link_local", "is_unspecified") if getattr(x, f)]
    print(f"{s:>16} {' '.join(flags)}")
try:
    a.subnet_of(ip.ip_network("::/0"))
except TypeError as e:
    print("TypeError:", e)
try:
    a.subnet_of(ip.ip_address("10.0.0.1"))
except TypeError as e:
    print("TypeError:", e)
try:
    a < ip.ip_address("10.0.0.1")
except TypeError as e:
    print("TypeError:", e)
print(ip.ip_address("10.0.0.1") in ip.ip_network("::/0"), len(list(ip.ip_network("10.0.0.0/24").hosts())))
