class Units:
    FACTORS = {"m": 1, "km": 1000}
    @staticmethod
    def to_m(v, unit):
        return v * Units.FACTORS[unit]

print(Units.to_m(2, "km"))
print(Units.to_m(2, "mile"))
