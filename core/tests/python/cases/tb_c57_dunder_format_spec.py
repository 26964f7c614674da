class M:
    def __format__(self, spec):
        if spec not in ("", "short"):
            raise ValueError(f"unknown spec {spec!r}")
        return "M"
print(f"{M():short}", format(M()))
print(f"{M():long}")
