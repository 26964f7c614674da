import ipaddress as ip
a = ip.ip_address('192.168.1.10')
print(a, repr(a), a.version, a.is_private, a.is_loopback, int(a), a + 5, a.packed, a.reverse_pointer)
n = ip.ip_network('10.0.0.0/29')
print(n, n.num_addresses, n.netmask, n.hostmask, n.broadcast_address, list(n.hosts()), n.prefixlen, n.with_netmask)
print(list(n.subnets(prefixlen_diff=1)), n.supernet(), ip.ip_address('10.0.0.3') in n)
try:
    ip.ip_network('10.0.0.1/24')
except ValueError as e:
    print('ValueError', e)
print(ip.ip_network('10.0.0.1/24', strict=False))
i = ip.ip_interface('172.16.5.4/16')
print(i, i.ip, i.network, i.with_prefixlen)
v6 = ip.ip_address('2001:db8::1')
print(v6, v6.exploded, v6.compressed, v6.version, repr(ip.ip_address('::ffff:1.2.3.4')), ip.ip_address('::ffff:1.2.3.4').ipv4_mapped)
print(list(ip.summarize_address_range(ip.ip_address('10.0.0.0'), ip.ip_address('10.0.0.10'))))
print(list(ip.collapse_addresses([ip.ip_network('10.0.0.0/25'), ip.ip_network('10.0.0.128/25')])))
print(sorted([ip.ip_address('10.0.0.2'), ip.ip_address('9.255.255.255')]), ip.ip_address(3232235777))
for bad in ['256.1.1.1', '1.2.3', 'x::y::z']:
    try:
        ip.ip_address(bad)
    except ValueError as e:
        print('ValueError', e)
print(ip.ip_network('192.168.0.0/16').overlaps(ip.ip_network('192.168.5.0/24')), ip.ip_network('10.0.0.0/8').subnet_of(ip.ip_network('10.0.0.0/7')))
print(list(ip.ip_network('10.0.0.0/30').address_exclude(ip.ip_network('10.0.0.1/32'))))
