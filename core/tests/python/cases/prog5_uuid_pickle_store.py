# uuid namespace ids, secrets-free deterministic tokens, and a tiny key-value store with pickle round-trip
import uuid, pickle, io
from dataclasses import dataclass, field
NS = uuid.uuid5(uuid.NAMESPACE_DNS, "inventory.example")
print(NS, NS.version, NS.variant, NS.hex[:8], NS.int % 1000, NS.urn[:13], NS.bytes[:4], str(NS).upper()[:8])
ids = {name: uuid.uuid5(NS, name) for name in ["widget", "gadget", "gizmo"]}
for k, v in sorted(ids.items()):
    print(k, v, uuid.uuid3(NS, k).hex[:12])
u = uuid.UUID("{12345678-1234-5678-1234-567812345678}")
print(u, repr(u), u.fields[:3], u.time_low, uuid.UUID(bytes=u.bytes) == u, uuid.UUID(int=u.int).hex, uuid.UUID(hex="12345678123456781234567812345678") == u)
print(sorted([uuid.UUID(int=5), uuid.UUID(int=2)]), uuid.UUID(int=0), uuid.NAMESPACE_URL, u.bytes_le[:4])
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError", e)
@dataclass
class Record:
    key: uuid.UUID
    name: str
    tags: set = field(default_factory=set)
    history: list = field(default_factory=list)
store = {r.key: r for r in (Record(ids["widget"], "widget", {"b", "a"}), Record(ids["gizmo"], "gizmo"))}
store[ids["widget"]].history.append(("created", 1))
blob = pickle.dumps(store, protocol=pickle.HIGHEST_PROTOCOL)
back = pickle.loads(blob)
print(back == store, back is not store, sorted(r.name for r in back.values()), sorted(back[ids["widget"]].tags), back[ids["widget"]].history)
buf = io.BytesIO()
pickle.dump([1, 2.5, "three", b"four", None, True, (5,), {6: 7}], buf)
buf.seek(0)
print(pickle.load(buf))
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    data = pickle.dumps({"a": [1, 2], "u": u}, protocol=proto)
    print(proto, len(data), pickle.loads(data)["u"] == u)
class Conn:
    def __init__(self, host): self.host = host; self.sock = object()
    def __getstate__(self): return {"host": self.host}
    def __setstate__(self, st): self.host = st["host"]; self.sock = "reconnected"
c = pickle.loads(pickle.dumps(Conn("db1")))
print(c.host, c.sock)
try:
    pickle.dumps(lambda: 1)
except (pickle.PicklingError, AttributeError) as e:
    print(type(e).__name__)
try:
    pickle.loads(b"garbage")
except pickle.UnpicklingError as e:
    print("UnpicklingError", e)
shared = [1]
pair = pickle.loads(pickle.dumps((shared, shared)))
print(pair[0] is pair[1], pickle.loads(pickle.dumps(frozenset({1, 2}))), pickle.loads(pickle.dumps(2 ** 100)))
