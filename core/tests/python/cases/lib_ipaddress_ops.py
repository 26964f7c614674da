import ipaddress as ip

A = ip.ip_address
N = ip.ip_network

print(list(ip.summarize_address_range(A("192.0.2.0"), A("192.0.2.130"))))
print(list(ip.summarize_address_range(A("10.0.0.1"), A("10.0.0.1"))), list(ip.summarize_address_range(A("0.0.0.0"), A("255.255.255.255"))))
print(list(ip.summarize_address_range(A("2001:db8::"), A("2001:db8::ff:ffff"))))
for args in [(A("10.0.0.5"), A("10.0.0.1")), (A("10.0.0.1"), A("::5")), (N("10.0.0.0/8"), A("10.0.0.1"))]:
    try:
        list(ip.summarize_address_range(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
nets = [N("192.0.2.0/26"), N("192.0.2.64/26"), N("192.0.2.128/25"), N("198.51.100.0/24"), N("198.51.100.0/25"), N("10.0.0.0/8")]
print(list(ip.collapse_addresses(nets)))
addrs = [A("10.0.0.%d" % i) for i in [0, 1, 2, 3, 5, 6, 7, 4, 9, 20]]
print(list(ip.collapse_addresses(addrs)))
print(list(ip.collapse_addresses([N("10.0.0.1/32"), A("10.0.0.0"), ip.ip_interface("10.0.0.2/32"), N("10.0.0.3/32")])))
print(list(ip.collapse_addresses([N("2001:db8::/33"), N("2001:db8:8000::/33"), N("2001:db9::/32")])))
print(list(ip.collapse_addresses([])))
for bad in [[A("10.0.0.1"), A("::1")], [N("10.0.0.0/8"), N("::/8")], [A("::1"), N("10.0.0.1/32")]]:
    try:
        list(ip.collapse_addresses(bad))
    except TypeError as e:
        print("TypeError:", e)
big = N("192.0.2.0/28")
print(list(big.address_exclude(N("192.0.2.1/32"))))
print(sorted(N("10.0.0.0/16").address_exclude(N("10.0.77.0/24"))))
print(list(N("10.0.0.0/24").address_exclude(N("10.0.0.0/24"))), list(N("10.0.0.0/24").address_exclude(N("10.0.0.128/25"))))
for other in [N("10.1.0.0/24"), N("::/0"), A("10.0.0.1")]:
    try:
        list(N("10.0.0.0/16").address_exclude(other))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
mixed = [N("10.0.0.0/8"), A("10.0.0.1"), A("::1"), N("::/0"), A("1.1.1.1"), N("1.0.0.0/8"), N("1.0.0.0/16")]
print(sorted(mixed, key=ip.get_mixed_type_key))
print(ip.get_mixed_type_key("x"), ip.get_mixed_type_key(A("1.2.3.4")), ip.get_mixed_type_key(N("1.2.3.0/24")))
try:
    sorted([A("1.1.1.1"), N("1.0.0.0/8")])
except TypeError as e:
    print("TypeError:", e)
pool = N("172.16.0.0/20")
alloc = {}
free = list(pool.subnets(new_prefix=22))
for team, size in [("web", 23), ("db", 24), ("ops", 22), ("dev", 24)]:
    block = next(b for b in free if b.prefixlen <= size)
    free.remove(block)
    subs = list(block.subnets(new_prefix=size))
    alloc[team] = subs[0]
    free = subs[1:] + free
    free.sort()
for team, net in alloc.items():
    print(f"{team:<4} {str(net):<18} {net.num_addresses:>4} {net[1]}-{net[-2]}")
print(list(ip.collapse_addresses(free)))
seen = {A("10.0.0.1"): "a", N("10.0.0.0/24"): "n", ip.ip_interface("10.0.0.1/24"): "i"}
print(len(seen), seen[A("10.0.0.1")], seen[N("10.0.0.0/24")], A("10.0.0.1") == ip.ip_interface("10.0.0.1/32"))
