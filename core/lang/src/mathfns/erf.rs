//! glibc's `erf` and `erfc` (`s_erf.c`), with fdlibm's coefficients and rational approximations
//! in glibc's order.
//! The coefficients are the C source's, digit for digit (the parent allows `excessive_precision`).

// fdlibm's s_erf.c coefficients (Sun Microsystems: "Permission to use, copy, modify, and
// distribute this software is freely granted, provided that this notice is preserved."), as
// glibc's erf/erfc use them.
const ERX: f64 = 8.45062911510467529297e-01;
const EFX: f64 = 1.28379167095512586316e-01;
const PP0: f64 = 1.28379167095512558561e-01;
const PP1: f64 = -3.25042107247001499370e-01;
const PP2: f64 = -2.84817495755985104766e-02;
const PP3: f64 = -5.77027029648944159157e-03;
const PP4: f64 = -2.37630166566501626084e-05;
const QQ1: f64 = 3.97917223959155352819e-01;
const QQ2: f64 = 6.50222499887672944485e-02;
const QQ3: f64 = 5.08130628187576562776e-03;
const QQ4: f64 = 1.32494738004321644526e-04;
const QQ5: f64 = -3.96022827877536812320e-06;
const PA0: f64 = -2.36211856075265944077e-03;
const PA1: f64 = 4.14856118683748331666e-01;
const PA2: f64 = -3.72207876035701323847e-01;
const PA3: f64 = 3.18346619901161753674e-01;
const PA4: f64 = -1.10894694282396677476e-01;
const PA5: f64 = 3.54783043256182359371e-02;
const PA6: f64 = -2.16637559486879084300e-03;
const QA1: f64 = 1.06420880400844228286e-01;
const QA2: f64 = 5.40397917702171048937e-01;
const QA3: f64 = 7.18286544141962662868e-02;
const QA4: f64 = 1.26171219808761642112e-01;
const QA5: f64 = 1.36370839120290507362e-02;
const QA6: f64 = 1.19844998467991074170e-02;
const RA0: f64 = -9.86494403484714822705e-03;
const RA1: f64 = -6.93858572707181764372e-01;
const RA2: f64 = -1.05586262253232909814e+01;
const RA3: f64 = -6.23753324503260060396e+01;
const RA4: f64 = -1.62396669462573470355e+02;
const RA5: f64 = -1.84605092906711035994e+02;
const RA6: f64 = -8.12874355063065934246e+01;
const RA7: f64 = -9.81432934416914548592e+00;
const SA1: f64 = 1.96512716674392571292e+01;
const SA2: f64 = 1.37657754143519042600e+02;
const SA3: f64 = 4.34565877475229228821e+02;
const SA4: f64 = 6.45387271733267880336e+02;
const SA5: f64 = 4.29008140027567833386e+02;
const SA6: f64 = 1.08635005541779435134e+02;
const SA7: f64 = 6.57024977031928170135e+00;
const SA8: f64 = -6.04244152148580987438e-02;
const RB0: f64 = -9.86494292470009928597e-03;
const RB1: f64 = -7.99283237680523006574e-01;
const RB2: f64 = -1.77579549177547519889e+01;
const RB3: f64 = -1.60636384855821916062e+02;
const RB4: f64 = -6.37566443368389627722e+02;
const RB5: f64 = -1.02509513161107724954e+03;
const RB6: f64 = -4.83519191608651397019e+02;
const SB1: f64 = 3.03380607434824582924e+01;
const SB2: f64 = 3.25792512996573918826e+02;
const SB3: f64 = 1.53672958608443695994e+03;
const SB4: f64 = 3.19985821950859553908e+03;
const SB5: f64 = 2.55305040643316442583e+03;
const SB6: f64 = 4.74528541206955367215e+02;
const SB7: f64 = -2.24409524465858183362e+01;

/// `x` with the low 32 bits of its representation cleared (fdlibm's `SET_LOW_WORD(z, 0)`).
fn high_only(x: f64) -> f64 {
    f64::from_bits(x.to_bits() & 0xffff_ffff_0000_0000)
}

/// The rational approximations of erf near 0 (`x + x*y` is erf, `1 - that` erfc).
fn erf_small(z: f64) -> f64 {
    let r1 = PP0 + z * PP1;
    let z2 = z * z;
    let r2 = PP2 + z * PP3;
    let z4 = z2 * z2;
    let s1 = 1.0 + z * QQ1;
    let s2 = QQ2 + z * QQ3;
    let s3 = QQ4 + z * QQ5;
    let r = r1 + z2 * r2 + z4 * PP4;
    let s = s1 + z2 * s2 + z4 * s3;
    r / s
}

/// P/Q for 0.84375 <= |x| < 1.25, in glibc's order.
fn erf_mid(s: f64) -> f64 {
    let p1 = PA0 + s * PA1;
    let s2 = s * s;
    let q1 = 1.0 + s * QA1;
    let s4 = s2 * s2;
    let p2 = PA2 + s * PA3;
    let s6 = s4 * s2;
    let q2 = QA2 + s * QA3;
    let p3 = PA4 + s * PA5;
    let q3 = QA4 + s * QA5;
    let p = p1 + s2 * p2 + s4 * p3 + s6 * PA6;
    let q = q1 + s2 * q2 + s4 * q3 + s6 * QA6;
    p / q
}

/// `erfc(ax) * ax` for 1.25 <= ax < 28: exp(-z*z - 0.5625) * exp((z-ax)*(z+ax) + R/S).
fn erfc_tail(ax: f64) -> f64 {
    let s = 1.0 / (ax * ax);
    let (r, q);
    if ax < 1.0 / 0.35 {
        let r1 = RA0 + s * RA1;
        let s2 = s * s;
        let q1 = 1.0 + s * SA1;
        let s4 = s2 * s2;
        let r2 = RA2 + s * RA3;
        let s6 = s4 * s2;
        let q2 = SA2 + s * SA3;
        let s8 = s4 * s4;
        let r3 = RA4 + s * RA5;
        let q3 = SA4 + s * SA5;
        let r4 = RA6 + s * RA7;
        let q4 = SA6 + s * SA7;
        r = r1 + s2 * r2 + s4 * r3 + s6 * r4;
        q = q1 + s2 * q2 + s4 * q3 + s6 * q4 + s8 * SA8;
    } else {
        let r1 = RB0 + s * RB1;
        let s2 = s * s;
        let q1 = 1.0 + s * SB1;
        let s4 = s2 * s2;
        let r2 = RB2 + s * RB3;
        let s6 = s4 * s2;
        let q2 = SB2 + s * SB3;
        let r3 = RB4 + s * RB5;
        let q3 = SB4 + s * SB5;
        let q4 = SB6 + s * SB7;
        r = r1 + s2 * r2 + s4 * r3 + s6 * RB6;
        q = q1 + s2 * q2 + s4 * q3 + s6 * q4;
    }
    let z = high_only(ax);
    (-z * z - 0.5625).exp() * ((z - ax) * (z + ax) + r / q).exp()
}

/// glibc's `erf` (s_erf.c).
pub fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let ax = x.abs();
    if ax < 0.84375 {
        if ax < 2f64.powi(-28) {
            if ax < f64::MIN_POSITIVE {
                return 0.0625 * (16.0 * x + (16.0 * EFX) * x);
            }
            return x + EFX * x;
        }
        return x + x * erf_small(x * x);
    }
    if ax < 1.25 {
        let pq = erf_mid(ax - 1.0);
        return if x >= 0.0 { ERX + pq } else { -ERX - pq };
    }
    if ax >= 6.0 {
        return 1.0f64.copysign(x);
    }
    let r = erfc_tail(ax);
    if x >= 0.0 {
        1.0 - r / ax
    } else {
        r / ax - 1.0
    }
}

/// glibc's `erfc` (s_erf.c).
pub fn erfc(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x.is_infinite() {
        return if x > 0.0 { 0.0 } else { 2.0 };
    }
    let ax = x.abs();
    if ax < 0.84375 {
        if ax < 2f64.powi(-56) {
            return 1.0 - x;
        }
        let y = erf_small(x * x);
        return if x < 0.25 {
            1.0 - (x + x * y)
        } else {
            0.5 - (x * y + (x - 0.5))
        };
    }
    if ax < 1.25 {
        let pq = erf_mid(ax - 1.0);
        return if x >= 0.0 {
            (1.0 - ERX) - pq
        } else {
            1.0 + (ERX + pq)
        };
    }
    if ax < 28.0 {
        if x < -6.0 {
            return 2.0;
        }
        let r = erfc_tail(ax);
        return if x > 0.0 { r / ax } else { 2.0 - r / ax };
    }
    if x > 0.0 {
        0.0
    } else {
        2.0
    }
}
