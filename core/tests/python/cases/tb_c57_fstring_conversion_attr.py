obj = object()
print(f"{obj.attr!r:>10}")
