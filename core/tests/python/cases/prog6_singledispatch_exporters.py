# Exporters built on functools.singledispatch: module-level generic functions, one kept as a
# class attribute (so it binds like a method), and singledispatchmethod on an exporter class.
from functools import singledispatch, singledispatchmethod
from dataclasses import dataclass, fields, is_dataclass
from datetime import date
from decimal import Decimal
from enum import Enum
from collections import OrderedDict

class Unit(Enum):
    KG = "kg"
    PCS = "pcs"

@dataclass
class Line:
    sku: str
    qty: Decimal
    unit: Unit

@dataclass
class Invoice:
    number: int
    issued: date
    lines: list
    paid: bool = False

@singledispatch
def to_plain(obj):
    if is_dataclass(obj):
        return {f.name: to_plain(getattr(obj, f.name)) for f in fields(obj)}
    raise TypeError(f"cannot export {type(obj).__name__}")

@to_plain.register(str)
@to_plain.register(int)
@to_plain.register(bool)
@to_plain.register(type(None))
def _(obj):
    return obj

@to_plain.register
def _(obj: Decimal):
    return str(obj)

@to_plain.register
def _(obj: date):
    return obj.isoformat()

@to_plain.register
def _(obj: Enum):
    return obj.value

@to_plain.register(list)
@to_plain.register(tuple)
def _(obj):
    return [to_plain(x) for x in obj]

@to_plain.register
def _(obj: dict):
    return {str(k): to_plain(v) for k, v in obj.items()}

class Renderer:
    """Renders plain data as indented text; `label` is a generic function kept on the class."""

    @singledispatch
    def label(self, value):
        return f"<{type(value).__name__}>"

    @label.register
    def _(self, value: str):
        return repr(value)

    @label.register
    def _(self, value: bool):
        return "yes" if value else "no"

    @label.register(int)
    @label.register(float)
    def _(self, value):
        return f"{value:,}"

    def render(self, data, indent=0):
        pad = "  " * indent
        out = []
        if isinstance(data, dict):
            for k, v in data.items():
                if isinstance(v, (dict, list)):
                    out.append(f"{pad}{k}:")
                    out.extend(self.render(v, indent + 1))
                else:
                    out.append(f"{pad}{k}: {self.label(v)}")
        elif isinstance(data, list):
            for i, v in enumerate(data):
                out.append(f"{pad}- [{i}]")
                out.extend(self.render(v, indent + 1))
        return out

class CsvExporter:
    @singledispatchmethod
    def cell(self, value):
        return str(value)

    @cell.register
    def _(self, value: Decimal):
        return f"{value:.2f}"

    @cell.register
    def _(self, value: Unit):
        return value.name

    @cell.register
    def _(self, value: str):
        return f'"{value}"' if "," in value else value

    def rows(self, invoice):
        yield "sku,qty,unit"
        for line in invoice.lines:
            yield ",".join(self.cell(getattr(line, f.name)) for f in fields(line))

inv = Invoice(1042, date(2024, 5, 17), [Line("BOLT-8", Decimal("12.5"), Unit.KG),
                                         Line("NUT,M8", Decimal("300"), Unit.PCS)])
plain = to_plain(inv)
print(plain)
print("\n".join(Renderer().render(plain)))
print("\n".join(CsvExporter().rows(inv)))
r = Renderer()
print(r.label(1234567), r.label(True), r.label(2.5), r.label(None), Renderer.label(r, "x"))
print(to_plain(OrderedDict(a=(1, Unit.KG))), to_plain({1: [date(2020, 1, 1)]}))
try:
    to_plain({1, 2})
except TypeError as e:
    print("TypeError:", e)
print(to_plain.dispatch(bool).__name__, to_plain.dispatch(OrderedDict) is to_plain.dispatch(dict),
      sorted(c.__name__ for c in to_plain.registry))
