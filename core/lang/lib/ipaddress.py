"""ipaddress (CPython 3.11's): IPv4/IPv6 addresses, networks and interfaces; ip_address,
ip_network, ip_interface, summarize_address_range, collapse_addresses, get_mixed_type_key,
v4_int_to_packed, v6_int_to_packed; CPython's parsing rules, properties and messages.
"""

import functools

__all__ = ["AddressValueError", "NetmaskValueError", "IPV4LENGTH", "IPV6LENGTH", "ip_address",
           "ip_network", "ip_interface", "v4_int_to_packed", "v6_int_to_packed",
           "summarize_address_range", "collapse_addresses", "get_mixed_type_key",
           "IPv4Address", "IPv4Network", "IPv4Interface", "IPv6Address", "IPv6Network",
           "IPv6Interface"]

IPV4LENGTH = 32
IPV6LENGTH = 128


class AddressValueError(ValueError):
    """A value that is not a valid IP address."""


class NetmaskValueError(ValueError):
    """A value that is not a valid netmask."""


def _try_each(value, classes, what, **kw):
    for cls in classes:
        try:
            return cls(value, **kw)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f"{value!r} does not appear to be an IPv4 or IPv6 {what}")


def ip_address(address):
    return _try_each(address, (IPv4Address, IPv6Address), "address")


def ip_network(address, strict=True):
    return _try_each(address, (IPv4Network, IPv6Network), "network", strict=strict)


def ip_interface(address):
    return _try_each(address, (IPv4Interface, IPv6Interface), "interface")


def v4_int_to_packed(address):
    try:
        return address.to_bytes(4, "big")
    except OverflowError:
        raise ValueError("Address negative or too large for IPv4")


def v6_int_to_packed(address):
    try:
        return address.to_bytes(16, "big")
    except OverflowError:
        raise ValueError("Address negative or too large for IPv6")


def _split_optional_netmask(address):
    parts = str(address).split("/")
    if len(parts) > 2:
        raise AddressValueError(f"Only one '/' permitted in {address!r}")
    return parts


def _span(start, stop, step=1):
    # range() over IPv6's 128-bit integers (the VM's range holds 64-bit bounds).
    while start < stop:
        yield start
        start += step


def _count_righthand_zero_bits(number, bits):
    if number == 0:
        return bits
    return min(bits, (~number & (number - 1)).bit_length())


def _not_same_version(a, b):
    return TypeError("%s and %s are not of the same version" % (a, b))


def summarize_address_range(first, last):
    if not (isinstance(first, _BaseAddress) and isinstance(last, _BaseAddress)):
        raise TypeError("first and last must be IP addresses, not networks")
    if first.version != last.version:
        raise _not_same_version(first, last)
    if first > last:
        raise ValueError("last IP address must be greater than first")
    net_class = IPv4Network if first.version == 4 else IPv6Network
    bits = first._max_prefixlen
    lo, hi = first._ip, last._ip
    # The largest aligned block starting at lo that does not pass hi, again and again.
    while lo <= hi:
        nbits = min(_count_righthand_zero_bits(lo, bits), (hi - lo + 1).bit_length() - 1)
        yield net_class((lo, bits - nbits))
        lo += 1 << nbits
        if lo - 1 == net_class._ALL_ONES:
            break


def _collapse_addresses_internal(addresses):
    # Merge sibling networks into their supernet until nothing merges, then drop the networks
    # inside an earlier one.
    to_merge = list(addresses)
    subnets = {}
    while to_merge:
        net = to_merge.pop()
        supernet = net.supernet()
        existing = subnets.get(supernet)
        if existing is None:
            subnets[supernet] = net
        elif existing != net:
            del subnets[supernet]
            to_merge.append(supernet)
    last = None
    for net in sorted(subnets.values()):
        if last is not None and last.broadcast_address >= net.broadcast_address:
            continue
        yield net
        last = net


def collapse_addresses(addresses):
    ips, nets = [], []
    for ip in addresses:
        if isinstance(ip, _BaseAddress):
            if ips and ips[-1]._version != ip._version:
                raise _not_same_version(ip, ips[-1])
            ips.append(ip)
        elif ip._prefixlen == ip._max_prefixlen:
            if ips and ips[-1]._version != ip._version:
                raise _not_same_version(ip, ips[-1])
            ips.append(getattr(ip, "ip", None) or ip.network_address)
        else:
            if nets and nets[-1]._version != ip._version:
                raise _not_same_version(ip, nets[-1])
            nets.append(ip)
    ips = sorted(set(ips))
    ranges = []
    if ips:
        first = last = ips[0]
        for ip in ips[1:]:
            if ip._ip != last._ip + 1:
                ranges.append((first, last))
                first = ip
            last = ip
        ranges.append((first, last))
    addrs = []
    for first, last in ranges:
        addrs.extend(summarize_address_range(first, last))
    return _collapse_addresses_internal(addrs + nets)


def get_mixed_type_key(obj):
    if isinstance(obj, _BaseNetwork):
        return obj._get_networks_key()
    if isinstance(obj, _BaseAddress):
        return obj._get_address_key()
    return NotImplemented


class _IPAddressBase:
    __slots__ = ()

    @property
    def exploded(self):
        return self._explode_shorthand_ip_string()

    @property
    def compressed(self):
        return str(self)

    @property
    def reverse_pointer(self):
        return self._reverse_pointer()

    @property
    def version(self):
        return self._version

    def _check_int_address(self, address):
        if address < 0:
            raise AddressValueError("%d (< 0) is not permitted as an IPv%d address"
                                    % (address, self._version))
        if address > self._ALL_ONES:
            raise AddressValueError("%d (>= 2**%d) is not permitted as an IPv%d address"
                                    % (address, self._max_prefixlen, self._version))

    def _check_packed_address(self, address, expected):
        if len(address) != expected:
            raise AddressValueError("%r (len %d != %d) is not permitted as an IPv%d address"
                                    % (address, len(address), expected, self._version))

    @classmethod
    def _ip_int_from_prefix(cls, prefixlen):
        return cls._ALL_ONES ^ (cls._ALL_ONES >> prefixlen)

    @classmethod
    def _prefix_from_ip_int(cls, ip_int):
        zeros = _count_righthand_zero_bits(ip_int, cls._max_prefixlen)
        prefixlen = cls._max_prefixlen - zeros
        if ip_int >> zeros != (1 << prefixlen) - 1:
            raise ValueError("Netmask pattern %r mixes zeroes & ones"
                             % ip_int.to_bytes(cls._max_prefixlen // 8, "big"))
        return prefixlen

    @classmethod
    def _report_invalid_netmask(cls, netmask_str):
        raise NetmaskValueError("%r is not a valid netmask" % netmask_str) from None

    @classmethod
    def _prefix_from_prefix_string(cls, prefixlen_str):
        if not (prefixlen_str.isascii() and prefixlen_str.isdigit()):
            cls._report_invalid_netmask(prefixlen_str)
        prefixlen = int(prefixlen_str)
        if not 0 <= prefixlen <= cls._max_prefixlen:
            cls._report_invalid_netmask(prefixlen_str)
        return prefixlen

    @classmethod
    def _prefix_from_ip_string(cls, ip_str):
        # A netmask (255.255.0.0) or a host mask (0.0.255.255).
        try:
            ip_int = cls._ip_int_from_string(ip_str)
        except AddressValueError:
            cls._report_invalid_netmask(ip_str)
        try:
            return cls._prefix_from_ip_int(ip_int)
        except ValueError:
            pass
        try:
            return cls._prefix_from_ip_int(ip_int ^ cls._ALL_ONES)
        except ValueError:
            cls._report_invalid_netmask(ip_str)

    @classmethod
    def _split_addr_prefix(cls, address):
        if isinstance(address, (bytes, int)):
            return address, cls._max_prefixlen
        if not isinstance(address, tuple):
            address = _split_optional_netmask(address)
        if len(address) > 1:
            return address
        return address[0], cls._max_prefixlen

    def __reduce__(self):
        return self.__class__, (str(self),)


@functools.total_ordering
class _BaseAddress(_IPAddressBase):
    __slots__ = ()

    def __int__(self):
        return self._ip

    def __eq__(self, other):
        try:
            return self._ip == other._ip and self._version == other._version
        except AttributeError:
            return NotImplemented

    def __lt__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        if self._version != other._version:
            raise _not_same_version(self, other)
        return self._ip < other._ip

    def __add__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return self.__class__(int(self) + other)

    def __sub__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return self.__class__(int(self) - other)

    def __repr__(self):
        return "%s(%r)" % (self.__class__.__name__, str(self))

    def __str__(self):
        return str(self._string_from_ip_int(self._ip))

    def __hash__(self):
        return hash(hex(int(self._ip)))

    def _get_address_key(self):
        return (self._version, self)

    def __reduce__(self):
        return self.__class__, (self._ip,)

    def __format__(self, fmt):
        if not fmt or fmt[-1] == "s":
            return format(str(self), fmt)
        alt = fmt[:1] == "#"
        rest = fmt[1:] if alt else fmt
        group = rest[:1] == "_"
        base = rest[1:] if group else rest
        if base not in ("b", "x", "X", "n"):
            return super().__format__(fmt)
        if base == "n":
            base = "b" if self._version == 4 else "x"
        width = self._max_prefixlen if base == "b" else self._max_prefixlen // 4
        if group:
            width += width // 4 - 1
        if alt:
            width += 2
        return format(int(self), f"{'#' if alt else ''}0{width}{'_' if group else ''}{base}")


@functools.total_ordering
class _BaseNetwork(_IPAddressBase):

    def __repr__(self):
        return "%s(%r)" % (self.__class__.__name__, str(self))

    def __str__(self):
        return "%s/%d" % (self.network_address, self.prefixlen)

    def hosts(self):
        # Every address but the network and broadcast addresses.
        net, bcast = int(self.network_address), int(self.broadcast_address)
        for x in _span(net + 1, bcast):
            yield self._address_class(x)

    def __iter__(self):
        net, bcast = int(self.network_address), int(self.broadcast_address)
        for x in _span(net, bcast + 1):
            yield self._address_class(x)

    def __getitem__(self, n):
        net, bcast = int(self.network_address), int(self.broadcast_address)
        if n >= 0:
            if net + n > bcast:
                raise IndexError("address out of range")
            return self._address_class(net + n)
        n += 1
        if bcast + n < net:
            raise IndexError("address out of range")
        return self._address_class(bcast + n)

    def __lt__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        if self._version != other._version:
            raise _not_same_version(self, other)
        if self.network_address != other.network_address:
            return self.network_address < other.network_address
        if self.netmask != other.netmask:
            return self.netmask < other.netmask
        return False

    def __eq__(self, other):
        try:
            return (self._version == other._version
                    and self.network_address == other.network_address
                    and int(self.netmask) == int(other.netmask))
        except AttributeError:
            return NotImplemented

    def __hash__(self):
        return hash(int(self.network_address) ^ int(self.netmask))

    def __contains__(self, other):
        if self._version != other._version or isinstance(other, _BaseNetwork):
            return False
        return other._ip & self.netmask._ip == self.network_address._ip

    def overlaps(self, other):
        return (self.network_address in other or self.broadcast_address in other
                or other.network_address in self or other.broadcast_address in self)

    @property
    def broadcast_address(self):
        return self._address_class(int(self.network_address) | int(self.hostmask))

    @property
    def hostmask(self):
        return self._address_class(int(self.netmask) ^ self._ALL_ONES)

    @property
    def with_prefixlen(self):
        return "%s/%d" % (self.network_address, self._prefixlen)

    @property
    def with_netmask(self):
        return "%s/%s" % (self.network_address, self.netmask)

    @property
    def with_hostmask(self):
        return "%s/%s" % (self.network_address, self.hostmask)

    @property
    def num_addresses(self):
        return int(self.broadcast_address) - int(self.network_address) + 1

    @property
    def prefixlen(self):
        return self._prefixlen

    def address_exclude(self, other):
        if self._version != other._version:
            raise _not_same_version(self, other)
        if not isinstance(other, _BaseNetwork):
            raise TypeError("%s is not a network object" % other)
        if not other.subnet_of(self):
            raise ValueError("%s not contained in %s" % (other, self))
        if other == self:
            return
        other = other.__class__("%s/%s" % (other.network_address, other.prefixlen))
        s1, s2 = self.subnets()
        while s1 != other and s2 != other:
            if other.subnet_of(s1):
                yield s2
                s1, s2 = s1.subnets()
            elif other.subnet_of(s2):
                yield s1
                s1, s2 = s2.subnets()
            else:
                raise AssertionError("Error performing exclusion: s1: %s s2: %s other: %s"
                                     % (s1, s2, other))
        yield s2 if s1 == other else s1

    def compare_networks(self, other):
        if self._version != other._version:
            return -1 if self._version < other._version else 1
        for a, b in ((self.network_address, other.network_address),
                     (self.netmask, other.netmask)):
            if a < b:
                return -1
            if a > b:
                return 1
        return 0

    def _get_networks_key(self):
        return (self._version, self.network_address, self.netmask)

    def subnets(self, prefixlen_diff=1, new_prefix=None):
        if self._prefixlen == self._max_prefixlen:
            yield self
            return
        if new_prefix is not None:
            if new_prefix < self._prefixlen:
                raise ValueError("new prefix must be longer")
            if prefixlen_diff != 1:
                raise ValueError("cannot set prefixlen_diff and new_prefix")
            prefixlen_diff = new_prefix - self._prefixlen
        if prefixlen_diff < 0:
            raise ValueError("prefix length diff must be > 0")
        new_prefixlen = self._prefixlen + prefixlen_diff
        if new_prefixlen > self._max_prefixlen:
            raise ValueError("prefix length diff %d is invalid for netblock %s"
                             % (new_prefixlen, self))
        start = int(self.network_address)
        end = int(self.broadcast_address) + 1
        step = (int(self.hostmask) + 1) >> prefixlen_diff
        for addr in _span(start, end, step):
            yield self.__class__((addr, new_prefixlen))

    def supernet(self, prefixlen_diff=1, new_prefix=None):
        if self._prefixlen == 0:
            return self
        if new_prefix is not None:
            if new_prefix > self._prefixlen:
                raise ValueError("new prefix must be shorter")
            if prefixlen_diff != 1:
                raise ValueError("cannot set prefixlen_diff and new_prefix")
            prefixlen_diff = self._prefixlen - new_prefix
        new_prefixlen = self.prefixlen - prefixlen_diff
        if new_prefixlen < 0:
            raise ValueError("current prefixlen is %d, cannot have a prefixlen_diff of %d"
                             % (self.prefixlen, prefixlen_diff))
        return self.__class__(
            (int(self.network_address) & (int(self.netmask) << prefixlen_diff), new_prefixlen))

    @staticmethod
    def _is_subnet_of(a, b):
        try:
            if a._version != b._version:
                raise TypeError(f"{a} and {b} are not of the same version")
            return (b.network_address <= a.network_address
                    and b.broadcast_address >= a.broadcast_address)
        except AttributeError:
            raise TypeError(f"Unable to test subnet containment between {a} and {b}")

    def subnet_of(self, other):
        return self._is_subnet_of(self, other)

    def supernet_of(self, other):
        return self._is_subnet_of(other, self)

    def _both_ends(self, name):
        return getattr(self.network_address, name) and getattr(self.broadcast_address, name)

    @property
    def is_multicast(self):
        return self._both_ends("is_multicast")

    @property
    def is_reserved(self):
        return self._both_ends("is_reserved")

    @property
    def is_link_local(self):
        return self._both_ends("is_link_local")

    @property
    def is_private(self):
        return any(self.network_address in net and self.broadcast_address in net
                   for net in self._constants._private_networks)

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_unspecified(self):
        return self._both_ends("is_unspecified")

    @property
    def is_loopback(self):
        return self._both_ends("is_loopback")


# ---------------------------------------------------------------- IPv4

class _BaseV4:
    __slots__ = ()
    _version = 4
    _ALL_ONES = (1 << IPV4LENGTH) - 1
    _max_prefixlen = IPV4LENGTH
    _netmask_cache = {}

    def _explode_shorthand_ip_string(self):
        return str(self)

    @classmethod
    def _make_netmask(cls, arg):
        if arg not in cls._netmask_cache:
            if isinstance(arg, int):
                prefixlen = arg
                if not 0 <= prefixlen <= cls._max_prefixlen:
                    cls._report_invalid_netmask(prefixlen)
            else:
                try:
                    prefixlen = cls._prefix_from_prefix_string(arg)
                except NetmaskValueError:
                    prefixlen = cls._prefix_from_ip_string(arg)
            cls._netmask_cache[arg] = (IPv4Address(cls._ip_int_from_prefix(prefixlen)), prefixlen)
        return cls._netmask_cache[arg]

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        if not ip_str:
            raise AddressValueError("Address cannot be empty")
        octets = ip_str.split(".")
        if len(octets) != 4:
            raise AddressValueError("Expected 4 octets in %r" % ip_str)
        try:
            value = 0
            for o in octets:
                value = (value << 8) | cls._parse_octet(o)
            return value
        except ValueError as exc:
            raise AddressValueError("%s in %r" % (exc, ip_str)) from None

    @classmethod
    def _parse_octet(cls, octet_str):
        if not octet_str:
            raise ValueError("Empty octet not permitted")
        if not (octet_str.isascii() and octet_str.isdigit()):
            raise ValueError("Only decimal digits permitted in %r" % octet_str)
        if len(octet_str) > 3:
            raise ValueError("At most 3 characters permitted in %r" % octet_str)
        if octet_str != "0" and octet_str[0] == "0":
            raise ValueError("Leading zeros are not permitted in %r" % octet_str)
        value = int(octet_str, 10)
        if value > 255:
            raise ValueError("Octet %d (> 255) not permitted" % value)
        return value

    @classmethod
    def _string_from_ip_int(cls, ip_int):
        return ".".join(str(b) for b in ip_int.to_bytes(4, "big"))

    def _reverse_pointer(self):
        return ".".join(reversed(str(self).split("."))) + ".in-addr.arpa"

    @property
    def max_prefixlen(self):
        return self._max_prefixlen


class IPv4Address(_BaseV4, _BaseAddress):
    __slots__ = ("_ip", "__weakref__")

    def __init__(self, address):
        if isinstance(address, int):
            self._check_int_address(address)
            self._ip = address
            return
        if isinstance(address, bytes):
            self._check_packed_address(address, 4)
            self._ip = int.from_bytes(address, "big")
            return
        addr_str = str(address)
        if "/" in addr_str:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        self._ip = self._ip_int_from_string(addr_str)

    @property
    def packed(self):
        return v4_int_to_packed(self._ip)

    @property
    def is_reserved(self):
        return self in _IPv4Constants._reserved_network

    @property
    def is_private(self):
        return any(self in net for net in _IPv4Constants._private_networks)

    @property
    def is_global(self):
        return self not in _IPv4Constants._public_network and not self.is_private

    @property
    def is_multicast(self):
        return self in _IPv4Constants._multicast_network

    @property
    def is_unspecified(self):
        return self._ip == 0

    @property
    def is_loopback(self):
        return self in _IPv4Constants._loopback_network

    @property
    def is_link_local(self):
        return self in _IPv4Constants._linklocal_network


class IPv4Interface(IPv4Address):
    __slots__ = ("network", "netmask", "_prefixlen")

    def __init__(self, address):
        addr, mask = self._split_addr_prefix(address)
        IPv4Address.__init__(self, addr)
        self.network = IPv4Network((addr, mask), strict=False)
        self.netmask = self.network.netmask
        self._prefixlen = self.network._prefixlen

    @property
    def hostmask(self):
        return self.network.hostmask

    def __str__(self):
        return "%s/%d" % (self._string_from_ip_int(self._ip), self._prefixlen)

    def __eq__(self, other):
        same = IPv4Address.__eq__(self, other)
        if same is NotImplemented or not same:
            return same
        try:
            return self.network == other.network
        except AttributeError:
            return False

    def __lt__(self, other):
        less = IPv4Address.__lt__(self, other)
        if less is NotImplemented:
            return NotImplemented
        try:
            return self.network < other.network or (self.network == other.network and less)
        except AttributeError:
            return False

    def __hash__(self):
        return hash((self._ip, self._prefixlen, int(self.network.network_address)))

    __reduce__ = _IPAddressBase.__reduce__

    @property
    def ip(self):
        return IPv4Address(self._ip)

    @property
    def with_prefixlen(self):
        return "%s/%s" % (self._string_from_ip_int(self._ip), self._prefixlen)

    @property
    def with_netmask(self):
        return "%s/%s" % (self._string_from_ip_int(self._ip), self.netmask)

    @property
    def with_hostmask(self):
        return "%s/%s" % (self._string_from_ip_int(self._ip), self.hostmask)


class IPv4Network(_BaseV4, _BaseNetwork):
    _address_class = IPv4Address

    def __init__(self, address, strict=True):
        addr, mask = self._split_addr_prefix(address)
        self.network_address = IPv4Address(addr)
        self.netmask, self._prefixlen = self._make_netmask(mask)
        packed = int(self.network_address)
        if packed & int(self.netmask) != packed:
            if strict:
                raise ValueError("%s has host bits set" % self)
            self.network_address = IPv4Address(packed & int(self.netmask))
        if self._prefixlen == self._max_prefixlen - 1:
            self.hosts = self.__iter__
        elif self._prefixlen == self._max_prefixlen:
            self.hosts = lambda: [IPv4Address(addr)]

    @property
    def is_global(self):
        public = _IPv4Constants._public_network
        return (not (self.network_address in public and self.broadcast_address in public)
                and not self.is_private)


class _IPv4Constants:
    _linklocal_network = IPv4Network("169.254.0.0/16")
    _loopback_network = IPv4Network("127.0.0.0/8")
    _multicast_network = IPv4Network("224.0.0.0/4")
    _public_network = IPv4Network("100.64.0.0/10")
    _private_networks = [IPv4Network(n) for n in (
        "0.0.0.0/8", "10.0.0.0/8", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
        "192.0.0.0/29", "192.0.0.170/31", "192.0.2.0/24", "192.168.0.0/16", "198.18.0.0/15",
        "198.51.100.0/24", "203.0.113.0/24", "240.0.0.0/4", "255.255.255.255/32")]
    _reserved_network = IPv4Network("240.0.0.0/4")
    _unspecified_address = IPv4Address("0.0.0.0")


IPv4Network._constants = _IPv4Constants


# ---------------------------------------------------------------- IPv6

_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")


class _BaseV6:
    __slots__ = ()
    _version = 6
    _ALL_ONES = (1 << IPV6LENGTH) - 1
    _HEXTET_COUNT = 8
    _max_prefixlen = IPV6LENGTH
    _netmask_cache = {}

    @classmethod
    def _make_netmask(cls, arg):
        if arg not in cls._netmask_cache:
            if isinstance(arg, int):
                prefixlen = arg
                if not 0 <= prefixlen <= cls._max_prefixlen:
                    cls._report_invalid_netmask(prefixlen)
            else:
                prefixlen = cls._prefix_from_prefix_string(arg)
            cls._netmask_cache[arg] = (IPv6Address(cls._ip_int_from_prefix(prefixlen)), prefixlen)
        return cls._netmask_cache[arg]

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        if not ip_str:
            raise AddressValueError("Address cannot be empty")
        parts = ip_str.split(":")
        if len(parts) < 3:
            raise AddressValueError("At least 3 parts expected in %r" % ip_str)
        # An IPv4 tail (::ffff:1.2.3.4) is two hextets.
        if "." in parts[-1]:
            try:
                v4 = IPv4Address(parts.pop())._ip
            except AddressValueError as exc:
                raise AddressValueError("%s in %r" % (exc, ip_str)) from None
            parts.append("%x" % ((v4 >> 16) & 0xFFFF))
            parts.append("%x" % (v4 & 0xFFFF))
        if len(parts) > cls._HEXTET_COUNT + 1:
            raise AddressValueError("At most %d colons permitted in %r"
                                    % (cls._HEXTET_COUNT, ip_str))
        skip = None
        for i in range(1, len(parts) - 1):
            if not parts[i]:
                if skip is not None:
                    raise AddressValueError("At most one '::' permitted in %r" % ip_str)
                skip = i
        if skip is not None:
            hi = skip
            lo = len(parts) - skip - 1
            if not parts[0]:
                hi -= 1
                if hi:
                    raise AddressValueError(
                        "Leading ':' only permitted as part of '::' in %r" % ip_str)
            if not parts[-1]:
                lo -= 1
                if lo:
                    raise AddressValueError(
                        "Trailing ':' only permitted as part of '::' in %r" % ip_str)
            skipped = cls._HEXTET_COUNT - (hi + lo)
            if skipped < 1:
                raise AddressValueError("Expected at most %d other parts with '::' in %r"
                                        % (cls._HEXTET_COUNT - 1, ip_str))
        else:
            if len(parts) != cls._HEXTET_COUNT:
                raise AddressValueError("Exactly %d parts expected without '::' in %r"
                                        % (cls._HEXTET_COUNT, ip_str))
            if not parts[0]:
                raise AddressValueError(
                    "Leading ':' only permitted as part of '::' in %r" % ip_str)
            if not parts[-1]:
                raise AddressValueError(
                    "Trailing ':' only permitted as part of '::' in %r" % ip_str)
            hi, lo, skipped = len(parts), 0, 0
        try:
            value = 0
            for i in range(hi):
                value = (value << 16) | cls._parse_hextet(parts[i])
            value <<= 16 * skipped
            for i in range(-lo, 0):
                value = (value << 16) | cls._parse_hextet(parts[i])
            return value
        except ValueError as exc:
            raise AddressValueError("%s in %r" % (exc, ip_str)) from None

    @classmethod
    def _parse_hextet(cls, hextet_str):
        if not _HEX_DIGITS.issuperset(hextet_str):
            raise ValueError("Only hex digits permitted in %r" % hextet_str)
        if len(hextet_str) > 4:
            raise ValueError("At most 4 characters permitted in %r" % hextet_str)
        return int(hextet_str, 16)

    @classmethod
    def _compress_hextets(cls, hextets):
        # The longest run (the first of equals) of two or more zero hextets becomes '::'.
        best_start, best_len = -1, 0
        start, length = -1, 0
        for i, h in enumerate(hextets):
            if h == "0":
                length += 1
                if start == -1:
                    start = i
                if length > best_len:
                    best_start, best_len = start, length
            else:
                start, length = -1, 0
        if best_len > 1:
            end = best_start + best_len
            if end == len(hextets):
                hextets += [""]
            hextets[best_start:end] = [""]
            if best_start == 0:
                hextets = [""] + hextets
        return hextets

    @classmethod
    def _string_from_ip_int(cls, ip_int=None):
        if ip_int > cls._ALL_ONES:
            raise ValueError("IPv6 address is too large")
        hex_str = "%032x" % ip_int
        hextets = ["%x" % int(hex_str[x:x + 4], 16) for x in range(0, 32, 4)]
        return ":".join(cls._compress_hextets(hextets))

    def _explode_shorthand_ip_string(self):
        # Re-reads the compressed text, as CPython does (so a scoped address's `%zone` is refused).
        if isinstance(self, IPv6Network):
            ip_str = str(self.network_address)
        elif isinstance(self, IPv6Interface):
            ip_str = str(self.ip)
        else:
            ip_str = str(self)
        ip_int = self._ip_int_from_string(ip_str)
        hex_str = "%032x" % ip_int
        text = ":".join(hex_str[x:x + 4] for x in range(0, 32, 4))
        if isinstance(self, (_BaseNetwork, IPv6Interface)):
            return "%s/%d" % (text, self._prefixlen)
        return text

    def _reverse_pointer(self):
        chars = self.exploded[::-1].replace(":", "")
        return ".".join(chars) + ".ip6.arpa"

    @staticmethod
    def _split_scope_id(ip_str):
        addr, sep, scope_id = ip_str.partition("%")
        if not sep:
            scope_id = None
        elif not scope_id or "%" in scope_id:
            raise AddressValueError('Invalid IPv6 address: "%r"' % ip_str)
        return addr, scope_id

    @property
    def max_prefixlen(self):
        return self._max_prefixlen


class IPv6Address(_BaseV6, _BaseAddress):
    __slots__ = ("_ip", "_scope_id", "__weakref__")

    def __init__(self, address):
        if isinstance(address, int):
            self._check_int_address(address)
            self._ip = address
            self._scope_id = None
            return
        if isinstance(address, bytes):
            self._check_packed_address(address, 16)
            self._ip = int.from_bytes(address, "big")
            self._scope_id = None
            return
        addr_str = str(address)
        if "/" in addr_str:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        addr_str, self._scope_id = self._split_scope_id(addr_str)
        self._ip = self._ip_int_from_string(addr_str)

    def __str__(self):
        text = self._string_from_ip_int(self._ip)
        return text + "%" + self._scope_id if self._scope_id else text

    def __hash__(self):
        return hash((self._ip, self._scope_id))

    def __eq__(self, other):
        same = _BaseAddress.__eq__(self, other)
        if same is NotImplemented:
            return NotImplemented
        if not same:
            return False
        return self._scope_id == getattr(other, "_scope_id", None)

    def __reduce__(self):
        return self.__class__, (str(self),)

    @property
    def scope_id(self):
        return self._scope_id

    @property
    def packed(self):
        return v6_int_to_packed(self._ip)

    @property
    def is_multicast(self):
        return self in _IPv6Constants._multicast_network

    @property
    def is_reserved(self):
        return any(self in net for net in _IPv6Constants._reserved_networks)

    @property
    def is_link_local(self):
        return self in _IPv6Constants._linklocal_network

    @property
    def is_site_local(self):
        return self in _IPv6Constants._sitelocal_network

    @property
    def is_private(self):
        mapped = self.ipv4_mapped
        if mapped is not None:
            return mapped.is_private
        return any(self in net for net in _IPv6Constants._private_networks)

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_unspecified(self):
        return self._ip == 0

    @property
    def is_loopback(self):
        return self._ip == 1

    @property
    def ipv4_mapped(self):
        if (self._ip >> 32) != 0xFFFF:
            return None
        return IPv4Address(self._ip & 0xFFFFFFFF)

    @property
    def teredo(self):
        if (self._ip >> 96) != 0x20010000:
            return None
        return (IPv4Address((self._ip >> 64) & 0xFFFFFFFF), IPv4Address(~self._ip & 0xFFFFFFFF))

    @property
    def sixtofour(self):
        if (self._ip >> 112) != 0x2002:
            return None
        return IPv4Address((self._ip >> 80) & 0xFFFFFFFF)


class IPv6Interface(IPv6Address):
    __slots__ = ("network", "netmask", "_prefixlen")

    def __init__(self, address):
        addr, mask = self._split_addr_prefix(address)
        IPv6Address.__init__(self, addr)
        self.network = IPv6Network((addr, mask), strict=False)
        self.netmask = self.network.netmask
        self._prefixlen = self.network._prefixlen

    @property
    def hostmask(self):
        return self.network.hostmask

    def __str__(self):
        return "%s/%d" % (IPv6Address.__str__(self), self._prefixlen)

    def __eq__(self, other):
        same = IPv6Address.__eq__(self, other)
        if same is NotImplemented or not same:
            return same
        try:
            return self.network == other.network
        except AttributeError:
            return False

    def __lt__(self, other):
        less = IPv6Address.__lt__(self, other)
        if less is NotImplemented:
            return less
        try:
            return self.network < other.network or (self.network == other.network and less)
        except AttributeError:
            return False

    def __hash__(self):
        return hash((self._ip, self._prefixlen, int(self.network.network_address)))

    __reduce__ = _IPAddressBase.__reduce__

    @property
    def ip(self):
        return IPv6Address(self._ip)

    @property
    def with_prefixlen(self):
        return "%s/%s" % (self._string_from_ip_int(self._ip), self._prefixlen)

    @property
    def with_netmask(self):
        return "%s/%s" % (self._string_from_ip_int(self._ip), self.netmask)

    @property
    def with_hostmask(self):
        return "%s/%s" % (self._string_from_ip_int(self._ip), self.hostmask)

    @property
    def is_unspecified(self):
        return self._ip == 0 and self.network.is_unspecified

    @property
    def is_loopback(self):
        return self._ip == 1 and self.network.is_loopback


class IPv6Network(_BaseV6, _BaseNetwork):
    _address_class = IPv6Address

    def __init__(self, address, strict=True):
        addr, mask = self._split_addr_prefix(address)
        self.network_address = IPv6Address(addr)
        self.netmask, self._prefixlen = self._make_netmask(mask)
        packed = int(self.network_address)
        if packed & int(self.netmask) != packed:
            if strict:
                raise ValueError("%s has host bits set" % self)
            self.network_address = IPv6Address(packed & int(self.netmask))
        if self._prefixlen == self._max_prefixlen - 1:
            self.hosts = self.__iter__
        elif self._prefixlen == self._max_prefixlen:
            self.hosts = lambda: [IPv6Address(addr)]

    def hosts(self):
        # IPv6 has no broadcast address: the last address is a host (the first is the
        # Subnet-Router anycast address, left out).
        net, bcast = int(self.network_address), int(self.broadcast_address)
        for x in _span(net + 1, bcast + 1):
            yield self._address_class(x)

    @property
    def is_site_local(self):
        return self._both_ends("is_site_local")


class _IPv6Constants:
    _linklocal_network = IPv6Network("fe80::/10")
    _multicast_network = IPv6Network("ff00::/8")
    _private_networks = [IPv6Network(n) for n in (
        "::1/128", "::/128", "::ffff:0:0/96", "100::/64", "2001::/23", "2001:2::/48",
        "2001:db8::/32", "2001:10::/28", "fc00::/7", "fe80::/10")]
    _reserved_networks = [IPv6Network(n) for n in (
        "::/8", "100::/8", "200::/7", "400::/6", "800::/5", "1000::/4", "4000::/3", "6000::/3",
        "8000::/3", "A000::/3", "C000::/3", "E000::/4", "F000::/5", "F800::/6", "FE00::/9")]
    _sitelocal_network = IPv6Network("fec0::/10")


IPv6Network._constants = _IPv6Constants
