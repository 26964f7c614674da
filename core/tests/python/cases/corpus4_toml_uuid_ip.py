import tomllib, uuid, ipaddress
doc = tomllib.loads('''
title = "Demo"
count = 42
ratio = 0.5
enabled = true
when = 1979-05-27T07:32:00Z
day = 2024-01-02
list = [1, 2, "three"]
nested = { a = 1, b = [true, false] }
multi = """
line one
line two"""
literal = 'C:\\path'

[server]
host = "localhost"
ports = [8000, 8001]

[[fruit]]
name = "apple"

[[fruit]]
name = "banana"
colors = ["yellow"]
''')
for k in sorted(doc):
    print(k, repr(doc[k]))
try:
    tomllib.loads("a = ")
except tomllib.TOMLDecodeError as e:
    print("TOMLDecodeError:", e)
try:
    tomllib.loads("a = 1\na = 2")
except tomllib.TOMLDecodeError as e:
    print("TOMLDecodeError:", e)
u = uuid.uuid5(uuid.NAMESPACE_DNS, "python.org")
print(u, u.version, u.hex, u.int % 1000, repr(u), uuid.uuid3(uuid.NAMESPACE_URL, "http://x"), u.urn)
print(uuid.UUID("12345678-1234-5678-1234-567812345678"), uuid.UUID(int=1), uuid.UUID("{12345678123456781234567812345678}").fields)
print(uuid.UUID(bytes=b"\x00" * 16), str(uuid.NAMESPACE_OID), u == uuid.UUID(str(u)), u < uuid.UUID(int=2 ** 127))
ip = ipaddress.ip_address("192.168.1.10")
net = ipaddress.ip_network("192.168.1.0/28")
print(ip, ip.version, ip.is_private, int(ip), ip + 5, ip in net, net.num_addresses, net.netmask, net.broadcast_address, list(net.hosts())[:3])
print(list(net.subnets(prefixlen_diff=2)), net.supernet(), ipaddress.ip_address("::1"), ipaddress.ip_address("2001:db8::1").exploded)
print(ipaddress.ip_interface("10.0.0.5/24").network, ipaddress.IPv4Address("10.0.0.1") < ipaddress.IPv4Address("10.0.0.2"), ipaddress.ip_network("10.0.0.0/8").overlaps(ipaddress.ip_network("10.1.0.0/16")))
for bad in ["256.1.1.1", "1.2.3", "192.168.1.1/24"]:
    try:
        print(ipaddress.ip_network(bad) if "/" in bad else ipaddress.ip_address(bad))
    except ValueError as e:
        print("ValueError:", e)
print(list(ipaddress.summarize_address_range(ipaddress.IPv4Address("10.0.0.0"), ipaddress.IPv4Address("10.0.0.10"))))
print(ipaddress.ip_address("127.0.0.1").is_loopback, ipaddress.ip_address("224.0.0.1").is_multicast, ipaddress.IPv4Address(3232235777), ipaddress.ip_network("10.0.0.0/30").with_prefixlen)
