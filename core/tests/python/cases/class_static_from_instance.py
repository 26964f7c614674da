class U:
    @staticmethod
    def util():
        return "util"
print(U().util(), U.util())
